import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { waitForMail } from './mailbox.ts'
import {
  choose,
  fillDeveloper,
  generatePublicKey,
  REDIRECT_URI_HINT,
} from './signup-form.ts'

// Issue 36, "Done means": a developer asks for a restricted API, a reviewer grants it, Try it out
// answers 2xx, a revocation answers 401 — through the pages, the email and the console.

test.describe.configure({ timeout: 180_000 })

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** Asks for the Appeals Status API on its sandbox page; the signed status path from the email. */
async function askForAppeals(page: Page, email: string): Promise<string> {
  await page.goto('/explore/api/appeals/sandbox-access')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Ask for sandbox access' }),
  ).toBeVisible()
  await fillDeveloper(page, email)
  await page
    .getByRole('textbox', { name: 'Why do you need access to this API?' })
    .fill('We build the appeals tracker for Veteran Service Officers.')
  await choose(page, 'I agree to the terms of service')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Ask for access' }).click()
  await expect(
    page.getByRole('heading', { name: 'Your request is with our reviewers' }),
  ).toBeFocused()
  const mail = await waitForMail(
    page,
    (candidate) =>
      candidate.to === email &&
      candidate.subject ===
        'We received your request for the Appeals Status API',
  )
  const path = /https?:\/\/\S+(\/restricted-access\/status\/\S+)/.exec(
    mail.text,
  )?.[1]
  expect(path).toBeTruthy()
  return path ?? ''
}

/** Runs the Appeals Status API's one operation from its docs page; the gateway's answer. */
async function tryAppeals(page: Page) {
  await page.goto('/explore/api/appeals/docs')
  const operation = page
    .locator('.opblock')
    .filter({ hasText: '/appeals' })
    .first()
  await operation.locator('.opblock-summary-control').click()
  await operation.getByRole('button', { name: 'Try it out' }).click()
  const [response] = await Promise.all([
    page.waitForResponse((answer) =>
      answer.url().includes('/sandbox-api/services/appeals/'),
    ),
    operation.getByRole('button', { name: 'Execute' }).click(),
  ])
  return response
}

test('A developer asks for a restricted API, a reviewer grants it, Try it out answers 2xx, and a revocation answers 401', async ({
  browser,
}) => {
  const email = `restricted-${unique()}@example.gov`
  // Two people, two browsers: the developer's and the reviewer's.
  const developer = await (await browser.newContext()).newPage()
  const statusPath = await askForAppeals(developer, email)

  // The applicant's page: waiting for a reviewer.
  await developer.goto(statusPath)
  await expect(developer.getByText('Waiting for a reviewer')).toBeVisible()
  await expectNoAxeViolations(developer)

  // The reviewer finds it in the queue, passes the checklist by keyboard, and grants it.
  const reviewer = await (await browser.newContext()).newPage()
  await signInAs(
    reviewer,
    DEV_STAFF.reviewer.name,
    '/console/restricted-access',
  )
  await expect(
    reviewer.getByRole('heading', {
      level: 1,
      name: 'Restricted access requests',
    }),
  ).toBeVisible()
  const row = reviewer.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Appeals Status API')
  await expectNoAxeViolations(reviewer)
  await row.getByRole('link', { name: 'Ada Lovelace' }).click()
  await expect(
    reviewer.getByRole('heading', {
      level: 1,
      name: 'Ada Lovelace: Appeals Status API',
    }),
  ).toBeVisible()
  for (const check of ['Identity', 'Eligibility', 'Purpose']) {
    const button = reviewer.getByRole('button', {
      name: `Mark passed: ${check}`,
    })
    await button.focus()
    await reviewer.keyboard.press('Enter')
    await expect(button).toHaveCount(0)
  }
  await expectNoAxeViolations(reviewer)
  await reviewer.getByRole('button', { name: 'Grant access' }).click()
  await expect(
    reviewer.getByRole('heading', { name: 'Revoke access' }),
  ).toBeVisible()
  await waitForMail(
    developer,
    (mail) =>
      mail.to === email &&
      mail.subject === 'Sandbox access to the Appeals Status API is granted',
  )

  // The developer collects the key once, keeps it for Try it out, and the sandbox answers 2xx.
  await developer.goto(statusPath)
  await developer.getByRole('button', { name: 'Show my credentials' }).click()
  const key = developer
    .locator('.credential')
    .filter({ hasText: 'API key' })
    .locator('code')
  await expect(key).toHaveText(/^[A-Za-z0-9]{32}$/)
  const apiKey = (await key.textContent()) ?? ''
  await developer
    .getByRole('button', {
      name: 'Use this key for Try it out in this browser',
    })
    .click()
  const granted = await tryAppeals(developer)
  expect(granted.request().headers().apikey).toBe(apiKey)
  expect(granted.status()).toBe(200)

  // The reviewer revokes it: the same call answers 401 at once.
  await reviewer
    .getByRole('textbox', { name: 'Reason' })
    .fill('The agreement ended.')
  await reviewer.getByRole('button', { name: 'Revoke access' }).click()
  await expect(
    reviewer.getByText('Revoked', { exact: true }).first(),
  ).toBeVisible()
  const revoked = await tryAppeals(developer)
  expect(revoked.status()).toBe(401)
  await developer.goto(statusPath)
  await expect(developer.getByText('The agreement ended.')).toBeVisible()
  await developer.context().close()
  await reviewer.context().close()
})

test('The ask validates on submit: the reason is required and focus goes to it', async ({
  page,
}) => {
  await page.goto('/explore/api/appeals/sandbox-access')
  await fillDeveloper(page, `restricted-${unique()}@example.gov`)
  await choose(page, 'I agree to the terms of service')
  await page.getByRole('button', { name: 'Ask for access' }).click()
  const reason = page.getByRole('textbox', {
    name: 'Why do you need access to this API?',
  })
  await expect(reason).toBeFocused()
  await expect(reason).toHaveAccessibleDescription(
    /Tell us why you need access to this API/,
  )
})

test('The ask for a Client Credentials API offers the key pair generator: its public key fills the field and is sent with the ask', async ({
  page,
}) => {
  await page.goto('/explore/api/pgd/sandbox-access')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Ask for sandbox access' }),
  ).toBeVisible()
  await fillDeveloper(page, `restricted-ccg-${unique()}@example.gov`)
  await page
    .getByRole('textbox', { name: 'Why do you need access to this API?' })
    .fill('We read patient-generated data for a Veteran wellness app.')
  // The one auth type asked for is Client Credentials: its details show at once.
  const details = page.getByRole('group', {
    name: 'Client Credentials Grant details',
  })
  const publicKey = details.getByRole('textbox', { name: 'OAuth public key' })
  await expect(publicKey).toHaveAccessibleDescription(
    'Enter a valid RSA public key in JSON Web Key (JWK) format.',
  )
  const publicJwk = await generatePublicKey(page)
  await expectNoAxeViolations(page)
  await page.getByRole('checkbox', { name: /terms of service/ }).focus()
  await page.keyboard.press('Space')
  const [ask] = await Promise.all([
    page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith('/v0/consumers/restricted-access-requests'),
    ),
    page.getByRole('button', { name: 'Ask for access' }).click(),
  ])
  await expect(
    page.getByRole('heading', { name: 'Your request is with our reviewers' }),
  ).toBeFocused()
  const sent = ask.postDataJSON() as { oAuthPublicKey: string }
  expect(JSON.parse(sent.oAuthPublicKey)).toMatchObject({ kid: publicJwk.kid })
})

test('The ask for an Authorization Code API shows the redirect URI with the signup’s hint, and no key tools', async ({
  page,
}) => {
  await page.goto('/explore/api/clinical-health/sandbox-access')
  const details = page.getByRole('group', {
    name: 'Authorization Code Grant details',
  })
  await expect(
    details.getByRole('textbox', { name: 'OAuth Redirect URI' }),
  ).toHaveAccessibleDescription(REDIRECT_URI_HINT)
  await expect(
    details.getByRole('group', {
      name: 'Can your application securely hide a client secret?',
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Generate a key pair in this browser' }),
  ).toHaveCount(0)
})
