import { expect, test, type Page } from './test.ts'
import { COMPARE_MESSAGES } from '@portal/schema/version-compare-texts'
import { expectNoAxeViolations } from './axe.ts'
import { tabTo } from './console-review-helpers.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { addApiWithTwoVersions } from './two-versions.ts'

// Issue 36 ("Done means": the compare page shows a breaking change): a publisher publishes a
// breaking v2 of an API of the test's own; a developer opens the compare page from the release
// notes and from the docs' version selector, sees the breaking change first, and follows its link
// to the operation, opened, in the docs of the version that has it (R-COMPARE-*).

test.describe.configure({ timeout: 120_000 })

/** The compare page's change groups' headings, in order. */
const groupHeadings = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()

async function expectBreakingFirst(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Changes between versions' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'Version 1.0.0 to Version 2',
    }),
  ).toBeVisible()
  const headings = await groupHeadings(page)
  expect(headings[0]).toBe('Breaking changes (1)')
  const breaking = page.getByRole('region', { name: 'Breaking changes (1)' })
  await expect(breaking.getByRole('listitem')).toHaveText(
    '[Removed] operation GET /countries: GET /countries in the Version 1.0.0 docs',
  )
}

test('The compare page shows the breaking change of a v2 first, from the release notes and from the docs’ version selector, and its link opens the operation in the docs', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = `cmp${Date.now().toString(36)}`
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-specs')
  const slug = await addApiWithTwoVersions(page, baseURL ?? '', suffix)

  // A context of its own: axe needs one, and the developer shares nothing with the publisher.
  const developerContext = await browser.newContext()
  const developer = await developerContext.newPage()
  // From the release notes.
  await developer.goto(`/explore/api/${slug}/release-notes`)
  await developer
    .getByRole('link', {
      name: 'Compare versions: what changed, breaking changes first',
    })
    .click()
  await expect(developer).toHaveURL(new RegExp(`/explore/api/${slug}/changes$`))
  await expectBreakingFirst(developer)
  await expectNoAxeViolations(developer)

  // The markdown twin of the same pair.
  const twin = await developer.request.get(
    (await developer
      .getByRole('link', { name: 'This comparison in Markdown' })
      .getAttribute('href')) ?? '',
  )
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  expect(await twin.text()).toContain('## Breaking changes')

  // The change's link opens the removed operation in the docs of 1.0.0, the version that has it.
  await developer
    .getByRole('link', { name: 'GET /countries in the Version 1.0.0 docs' })
    .click()
  await expect(developer).toHaveURL(
    new RegExp(
      `/explore/api/${slug}/docs\\?version=1\\.0\\.0#/reference/getCountries$`,
    ),
  )
  const countries = developer.locator('#operations-reference-getCountries')
  await expect(countries).toHaveClass(/is-open/)
  await expect(
    countries.getByRole('button', { name: 'Try it out' }),
  ).toBeVisible()

  // From the docs' version selector: on 1.0.0, what changed from it to the current version.
  await developer
    .getByRole('link', { name: 'Compare versions: what changed' })
    .click()
  await expect(developer).toHaveURL(
    new RegExp(`/explore/api/${slug}/changes\\?from=1\\.0\\.0&to=v2$`),
  )
  await expectBreakingFirst(developer)

  // On the current version's docs, the link compares it with the one before.
  await developer.goto(`/explore/api/${slug}/docs`)
  await developer
    .getByRole('link', { name: 'Compare versions: what changed' })
    .click()
  await expect(developer).toHaveURL(new RegExp(`/explore/api/${slug}/changes$`))
  await expectBreakingFirst(developer)

  // An unknown version: the server's message, and a way back.
  await developer.goto(`/explore/api/${slug}/changes?from=v9&to=v2`)
  await expect(
    developer.getByText(COMPARE_MESSAGES.unknownVersion('v9')),
  ).toBeVisible()
  await developer
    .getByRole('link', { name: 'Compare the latest two versions' })
    .click()
  await expectBreakingFirst(developer)
  await developerContext.close()
})

test('Keyboard only: the same version twice is refused on the field with the focus on it; the reversed pair shows the operation added back, not breaking (Section 508)', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = `cmk${Date.now().toString(36)}`
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-specs')
  const slug = await addApiWithTwoVersions(page, baseURL ?? '', suffix)

  // A context of its own: axe needs one, and the developer shares nothing with the publisher.
  const developerContext = await browser.newContext()
  const developer = await developerContext.newPage()
  await developer.goto(`/explore/api/${slug}/changes`)
  await expectBreakingFirst(developer)

  // From is 1.0.0 (the second option): one step up makes it v2, as To is.
  const from = developer.getByRole('combobox', { name: 'From version' })
  await tabTo(developer, from)
  await developer.keyboard.press('ArrowUp')
  await expect(from).toHaveValue('v2')
  await tabTo(developer, developer.getByRole('button', { name: 'Compare' }))
  await developer.keyboard.press('Enter')
  const to = developer.getByRole('combobox', { name: /^To version/ })
  await expect(to).toBeFocused()
  await expect(developer.locator('#to-error')).toHaveText(
    COMPARE_MESSAGES.sameVersion,
  )
  await expect(to).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(developer)

  // To 1.0.0: the reversed pair.
  await developer.keyboard.press('ArrowDown')
  await expect(to).toHaveValue('1.0.0')
  await tabTo(developer, developer.getByRole('button', { name: 'Compare' }))
  await developer.keyboard.press('Enter')
  const results = developer.getByRole('heading', {
    level: 2,
    name: 'Version 2 to Version 1.0.0',
  })
  await expect(results).toBeVisible()
  await expect(results).toBeFocused()
  await expect(developer).toHaveURL(/\?from=v2&to=1\.0\.0$/)
  expect((await groupHeadings(developer))[0]).toBe('Other changes (1)')
  await expect(
    developer.getByRole('link', {
      name: 'GET /countries in the Version 1.0.0 docs',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(developer)
  await developerContext.close()
})
