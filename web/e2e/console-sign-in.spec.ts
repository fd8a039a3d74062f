import { expect, test } from './test.ts'
import { SIGN_IN_REFUSALS } from '@portal/schema/staff-texts'
import { expectNoAxeViolations } from './axe.ts'
import { consoleNav, DEV_STAFF, signInAs } from './console-staff.ts'
import { FLAGS_PORT } from './flags-server.ts'

// Issue 28: staff sign in with OpenID Connect at the embedded development identity provider.

const NAV = {
  lead: [
    'Console home',
    'Overview',
    'Production requests',
    'Restricted access requests',
    'Support requests',
    'Publishing requests',
    'API entries',
    'API specs',
    'Staff and roles',
    'Audit trail',
  ],
  admin: ['Console home', 'Overview', 'Staff and roles', 'Audit trail'],
  reviewer: [
    'Console home',
    'Overview',
    'Production requests',
    'Restricted access requests',
  ],
  support: ['Console home', 'Overview', 'Support requests'],
  publisher: [
    'Console home',
    'Publishing requests',
    'API entries',
    'API specs',
  ],
} as const

for (const role of Object.keys(NAV) as (keyof typeof NAV)[]) {
  test(`The ${role} signs in through the identity provider and sees the navigation of their roles`, async ({
    page,
  }) => {
    const person = DEV_STAFF[role]
    await signInAs(page, person.name)
    await expect(page).toHaveURL(/\/console$/)
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${person.name}` }),
    ).toBeVisible()
    await expect(page.getByText(`(${person.email})`)).toBeVisible()
    expect(await consoleNav(page)).toEqual(NAV[role])
  })
}

test('The sign-in page, the identity provider’s page and the console home pass axe, and the console is never indexed', async ({
  page,
}) => {
  const answer = await page.goto('/console/sign-in')
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  )
  await expectNoAxeViolations(page)
  await page
    .getByRole('link', { name: 'Sign in with your department account' })
    .click()
  await expect(
    page.getByRole('heading', {
      name: 'Sign in to the VA API Platform console',
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel(DEV_STAFF.lead.name).check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: `Welcome, ${DEV_STAFF.lead.name}` }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('Keyboard only: a reviewer signs in without a pointer', async ({
  page,
}) => {
  await page.goto('/console/sign-in')
  const signIn = page.getByRole('link', {
    name: 'Sign in with your department account',
  })
  for (let presses = 0; presses < 60; presses += 1) {
    if (await signIn.evaluate((element) => element === document.activeElement))
      break
    await page.keyboard.press('Tab')
  }
  await expect(signIn).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dev-idp\/interaction\//)
  // Into the radio group (the first user is chosen), down to the reviewer, on to Sign in.
  const first = page.getByLabel(DEV_STAFF.lead.name)
  for (let presses = 0; presses < 10; presses += 1) {
    if (await first.evaluate((element) => element === document.activeElement))
      break
    await page.keyboard.press('Tab')
  }
  await expect(first).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel(DEV_STAFF.reviewer.name)).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { name: `Welcome, ${DEV_STAFF.reviewer.name}` }),
  ).toBeVisible()
})

test('Someone the identity provider knows but the console does not is refused with the reason, and gets no session', async ({
  page,
}) => {
  await signInAs(page, DEV_STAFF.visitor.name)
  await expect(page).toHaveURL(/\/console\/sign-in\?error=unknown/)
  await expect(page.getByRole('alert')).toContainText(SIGN_IN_REFUSALS.unknown)
  await expectNoAxeViolations(page)
  await page.goto('/console')
  await expect(page).toHaveURL(/\/console\/sign-in\?returnTo=%2Fconsole/)
})

test('Sign-out ends the session: the console asks for a sign-in again', async ({
  page,
}) => {
  await signInAs(page, DEV_STAFF.support.name)
  await expect(
    page.getByRole('heading', { name: `Welcome, ${DEV_STAFF.support.name}` }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/console\/sign-in\?signedOut=1/)
  await expect(page.getByRole('status')).toContainText('You have signed out')
  const session = await page.request.get('/platform-backend/v0/console/session')
  expect(session.status()).toBe(401)
  await page.goto('/console/audit')
  await expect(page).toHaveURL(
    /\/console\/sign-in\?returnTo=%2Fconsole%2Faudit/,
  )
})

test('Behind one address, the 11th sign-in start in a minute reaches the identity provider for another person; the same person’s 11th gets a page saying how long to wait (R-STAFF-SIGNIN-LIMIT)', async ({
  page,
}) => {
  // The second server keeps the default limits (the first has them raised for parallel tests).
  const start = (person: string) =>
    `http://127.0.0.1:${FLAGS_PORT}/platform-backend/v0/console/auth/sign-in?returnTo=%2Fconsole&login_hint=${encodeURIComponent(person)}`
  const run = Date.now().toString(36)
  const providerPage = page.getByRole('heading', {
    level: 1,
    name: 'Sign in to the VA API Platform console',
  })
  for (let i = 0; i < 10; i += 1) {
    expect(
      (await page.goto(start(`reviewer-${run}@va.example`)))?.status(),
    ).toBe(200)
    await expect(providerPage).toBeVisible()
  }
  const refused = await page.goto(start(`reviewer-${run}@va.example`))
  expect(refused?.status()).toBe(429)
  expect(Number(refused?.headers()['retry-after'])).toBeGreaterThan(0)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Too many sign-in attempts' }),
  ).toBeVisible()
  await expect(
    page.getByText(/^Wait (\d+ seconds?|1 minute), then sign in again\.$/),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Go to the console’s sign-in page' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  expect(
    (await page.goto(start(`publisher-${run}@va.example`)))?.status(),
  ).toBe(200)
  await expect(providerPage).toBeVisible()
})
