import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from './test.ts'
import { SIGN_IN_MESSAGES } from '@portal/schema/sandbox-sign-in'
import { expectNoAxeViolations } from './axe.ts'
import {
  authorizationUrl,
  catchCallback,
  CONDITION,
  pkcePair,
  SERVER,
  signIn,
  signUpClient,
  totpCode,
  type Client,
} from './oauth-client.ts'

// R-OAUTH-SIGN-IN-*: the Authorization Code flow in a real browser; the test plays the client.

test.describe.configure({ timeout: 90_000 })

interface Tokens {
  access_token: string
  refresh_token: string
  id_token: string
  expires_in: number
}

async function token(
  request: APIRequestContext,
  client: Client,
  form: Record<string, string>,
): Promise<Tokens> {
  const response = await request.post(`${SERVER}/token`, {
    form: client.clientSecret ? form : { ...form, client_id: client.clientId },
    headers: client.clientSecret
      ? {
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        }
      : {},
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Tokens
}

/** Presses Tab, as a keyboard user does, until the element has focus (at most 40 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

const claimsOf = (jwt: string) =>
  JSON.parse(
    Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString(),
  ) as Record<string, unknown>

async function callConditions(request: APIRequestContext, accessToken: string) {
  const patient = String(claimsOf(accessToken).patient)
  return request.get(`${CONDITION}?patient=${patient}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
}

for (const type of ['web', 'native'] as const) {
  test(`ACG ${type} client: signup, sign-in with password and code, consent, code exchange, API call, refresh`, async ({
    page,
  }) => {
    const client = await signUpClient(page, type)
    const pkce = pkcePair()
    const { callback } = await catchCallback(page, client)
    await page.goto(
      authorizationUrl(
        client,
        type === 'native'
          ? { code_challenge: pkce.challenge, code_challenge_method: 'S256' }
          : {},
      ),
    )
    await expect(page).toHaveURL(/\/sandbox-sign-in\/[^/?]+\?server=/)
    await signIn(page, client)
    await expect(page.getByText(client.clientId)).toBeVisible()
    await expect(
      page.getByText('Read your Condition records', { exact: false }),
    ).toBeVisible()
    await expect(page.getByText('localhost:', { exact: false })).toBeVisible()
    await page.getByRole('button', { name: 'Allow access' }).click()
    const params = await callback
    expect(params.get('state')).toBeTruthy()
    const code = params.get('code') ?? ''
    expect(code).not.toBe('')

    const tokens = await token(page.request, client, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      ...(type === 'native' ? { code_verifier: pkce.verifier } : {}),
    })
    expect(tokens.expires_in).toBe(3600)
    expect(claimsOf(tokens.id_token).nonce).toMatch(/^nonce-/)
    expect(
      (await callConditions(page.request, tokens.access_token)).status(),
    ).toBe(200)

    const refreshed = await token(page.request, client, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    })
    expect(refreshed.access_token).not.toBe(tokens.access_token)
    expect(
      (await callConditions(page.request, refreshed.access_token)).status(),
    ).toBe(200)
  })
}

test('prompt=none without a session sends the browser back with login_required', async ({
  page,
}) => {
  const client = await signUpClient(page, 'web')
  const { callback } = await catchCallback(page, client)
  // The client's page sends the browser on (a link or script, as an app does). Chromium does not
  // route the redirect of a navigation Playwright itself started, so the test does not goto.
  await page.goto('/')
  await page.evaluate(
    (url) => {
      window.location.assign(url)
    },
    authorizationUrl(client, { prompt: 'none' }),
  )
  const params = await callback
  expect(params.get('error')).toBe('login_required')
  expect(params.get('state')).toBeTruthy()
})

test('Deny sends the browser back with access_denied', async ({ page }) => {
  const client = await signUpClient(page, 'web')
  const { callback } = await catchCallback(page, client)
  await page.goto(authorizationUrl(client))
  await signIn(page, client)
  await page.getByRole('button', { name: 'Deny' }).click()
  expect((await callback).get('error')).toBe('access_denied')
})

test('Sign-in messages, axe on every page, and the manage page revokes a grant the gateway then refuses', async ({
  page,
}) => {
  const client = await signUpClient(page, 'web')
  const { callback } = await catchCallback(page, client)
  await page.goto(authorizationUrl(client))
  // Where the test user's credentials are: the API's test data page.
  await expect(
    page.getByRole('link', { name: 'Patient Health API (FHIR)' }),
  ).toHaveAttribute('href', '/explore/api/patient-health/test-users')
  await expectNoAxeViolations(page)
  // Empty submit: every message of the schema, focus on the first field.
  await page.getByRole('button', { name: 'Sign in' }).click()
  for (const message of [
    SIGN_IN_MESSAGES.identityProvider,
    SIGN_IN_MESSAGES.usernameRequired,
    SIGN_IN_MESSAGES.passwordRequired,
  ])
    await expect(
      page.getByRole('alert').filter({ hasText: message }),
    ).toBeVisible()
  await expect(page.getByRole('radio', { name: 'ID.me' })).toBeFocused()
  await expectNoAxeViolations(page)
  // A wrong password: the server's message at the password field.
  await page.locator('label').filter({ hasText: 'ID.me' }).click()
  await page
    .getByRole('textbox', { name: 'Email address' })
    .fill(client.user.username)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: SIGN_IN_MESSAGES.wrongPassword }),
  ).toBeVisible()
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.getByLabel('Password').fill(client.user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The code step: empty, malformed, wrong.
  const codeInput = page.getByRole('textbox', { name: 'One-time code' })
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: SIGN_IN_MESSAGES.codeRequired }),
  ).toBeVisible()
  await expect(codeInput).toBeFocused()
  await codeInput.fill('12 34')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: SIGN_IN_MESSAGES.codeFormat }),
  ).toBeVisible()
  const right = totpCode(client.user.seed)
  await codeInput.fill(right === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: SIGN_IN_MESSAGES.wrongCode }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await codeInput.fill(totpCode(client.user.seed))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: /^Allow access/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Allow access' }).click()
  const tokens = await token(page.request, client, {
    grant_type: 'authorization_code',
    code: (await callback).get('code') ?? '',
    redirect_uri: client.redirectUri,
  })
  // The browser is still on its way to the client's callback; a new navigation would cut it off.
  await expect(page.getByText('The client got its answer.')).toBeVisible()

  await page.goto(`${SERVER}/manage`)
  await expect(page).toHaveURL(/\/sandbox-sign-in\/manage\?server=/)
  const row = page.getByRole('row').filter({ hasText: client.clientId })
  await expect(row).toBeVisible()
  await expect(row).toContainText('patient/Condition.read')
  await expectNoAxeViolations(page)
  await row.getByRole('button', { name: /^Revoke/ }).click()
  const status = page.getByRole('status').filter({
    hasText: `Access for ${client.clientId} was revoked.`,
  })
  await expect(status).toBeVisible()
  await expect(row).toHaveCount(0)
  await expectNoAxeViolations(page)
  expect(
    (await callConditions(page.request, tokens.access_token)).status(),
  ).toBe(401)
})

test('After five wrong passwords the sign-in says it is paused, focused for the keyboard, and axe finds nothing (R-OAUTH-SIGN-IN-LIMIT)', async ({
  page,
}) => {
  const client = await signUpClient(page, 'web')
  await page.goto(authorizationUrl(client))
  await page.locator('label').filter({ hasText: 'ID.me' }).click()
  await page
    .getByRole('textbox', { name: 'Email address' })
    .fill(client.user.username)
  const password = page.getByLabel('Password')
  const submit = page.getByRole('button', { name: 'Sign in' })
  const answered = (status: number) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/login') && response.status() === status,
    )
  for (let i = 0; i < 5; i += 1) {
    await password.fill(`not-the-password-${i}`)
    await Promise.all([answered(400), password.press('Enter')])
    await expect(password).toBeFocused()
  }
  // Even the right password is refused now; the reason and what to do, where focus lands.
  await password.fill(client.user.password)
  await Promise.all([answered(429), submit.press('Enter')])
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Too many wrong tries: this sign-in is paused.' })
  await expect(alert).toContainText(SIGN_IN_MESSAGES.tooManyTries)
  await expect(alert).toBeFocused()
  await expectNoAxeViolations(page)
})

test('An unknown sign-in request says it expired; the manage page says when no one is signed in', async ({
  page,
}) => {
  await page.goto(
    `/sandbox-sign-in/unknown-uid?server=${encodeURIComponent('/oauth2/health/v1')}`,
  )
  await expect(page.getByText(SIGN_IN_MESSAGES.expired)).toBeVisible()
  await page.goto(
    `/sandbox-sign-in/unknown-uid?server=${encodeURIComponent('//evil.example')}`,
  )
  await expect(page.getByText(SIGN_IN_MESSAGES.expired)).toBeVisible()
  await page.goto(`${SERVER}/manage`)
  await expect(page.getByText(/You are not signed in/)).toBeVisible()
  await expectNoAxeViolations(page)
})

test('The whole flow by keyboard alone', async ({ page }) => {
  const client = await signUpClient(page, 'web')
  const { callback } = await catchCallback(page, client)
  await page.goto(authorizationUrl(client))
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Sign in as a sandbox test user')
  // From the top of the page: Tab to the first radio, Space, then Tab from field to field.
  await tabTo(page, page.getByRole('radio', { name: 'ID.me' }))
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.type(client.user.username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(client.user.password)
  await page.keyboard.press('Enter')
  await expect(heading).toHaveText('Enter the 6-digit code')
  await expect(heading).toBeFocused()
  await page.keyboard.press('Tab')
  // Past the note's links to the code field.
  const codeInput = page.getByRole('textbox', { name: 'One-time code' })
  await tabTo(page, codeInput)
  await expect(codeInput).toBeFocused()
  await page.keyboard.type(totpCode(client.user.seed))
  await page.keyboard.press('Enter')
  await expect(heading).toHaveText(/^Allow access/)
  const allow = page.getByRole('button', { name: 'Allow access' })
  await tabTo(page, allow)
  await expect(allow).toBeFocused()
  await page.keyboard.press('Enter')
  expect((await callback).get('code')).toBeTruthy()
})
