import { createHash, randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { waitForMail } from './mailbox.ts'
import { ADA, choose, fillDeveloper } from './signup-form.ts'

// The parts of an OAuth client the sandbox OAuth browser tests play (R-OAUTH-SIGN-IN-*): signup
// through the real form, the test user's credentials from the emailed test data link, TOTP codes.

/** The patient health API's authorization server. */
export const SERVER = '/sandbox-api/oauth2/health/v1'
export const CONDITION = '/sandbox-api/services/fhir/v0/r4/Condition'
const SCOPE =
  'openid profile offline_access launch/patient patient/Condition.read'

let counter = 0

/** A registered client and one of the API's test users. */
export interface Client {
  clientId: string
  clientSecret: string | null
  redirectUri: string
  user: { username: string; password: string; seed: string }
}

/**
 * Signs up through the real form for the patient health API, web (secret) or native (PKCE), with
 * a callback of its own unless a redirect URI is given.
 */
export async function signUpClient(
  page: Page,
  type: 'web' | 'native',
  redirect?: string,
): Promise<Client> {
  const email = `oauth-${Date.now()}-${(counter += 1)}@example.org`
  const redirectUri =
    redirect ?? `http://localhost:9${String(counter).padStart(3, '0')}/callback`
  await page.goto('/explore/api/patient-health/sandbox-access')
  await fillDeveloper(page, email, { ...ADA, organization: 'Engines' })
  const acg = page.locator('label').filter({ hasText: /^Authorization Code/ })
  if (await acg.count()) await acg.first().click()
  await choose(page, type === 'web' ? /^Yes/ : /^No/)
  await page.getByLabel('OAuth Redirect URI').fill(redirectUri)
  await choose(page, 'I agree to the terms of service')
  await page.getByRole('button', { name: 'Submit' }).click()
  const credential = (label: string) =>
    page.locator('.credential').filter({ hasText: label }).locator('code')
  await expect(credential('Client ID')).toHaveText(/^0oa/)
  const clientId = (await credential('Client ID').textContent()) ?? ''
  const clientSecret =
    type === 'web' ? await credential('Client secret').textContent() : null
  const mail = await waitForMail(page, (candidate) => candidate.to === email)
  const link = new URL(mail.text.match(/http\S+\/test-users\/\S+/)?.[0] ?? '')
  const [, , , , , userId, hash] = link.pathname.split('/')
  return {
    clientId,
    clientSecret,
    redirectUri,
    user: await testUser(page, userId ?? '', hash ?? ''),
  }
}

type Credential = { username: string; password: string; seed: string | null }

/** The first test user with a seed, read as the test data page reads it (the emailed pair). */
async function testUser(page: Page, userId: string, hash: string) {
  const answer = await page.evaluate(
    async (body) => {
      const token = 'e2e-csrf-token-0123456789abcdef'
      document.cookie = `CSRF-TOKEN=${token}; Path=/platform-backend`
      const response = await fetch(
        '/platform-backend/v0/consumers/test-user-data',
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Csrf-Token': token,
          },
          body: JSON.stringify(body),
        },
      )
      return (await response.json()) as {
        tables: { data: { credentials?: Record<string, Credential> }[] }[]
      }
    },
    { urlSlug: 'patient-health', userId, hash },
  )
  const credential = answer.tables
    .flatMap((table) => table.data)
    .map((row) => row.credentials?.idme)
    .find((candidate) => candidate?.seed)
  expect(credential).toBeDefined()
  return credential as Client['user']
}

/** The current one-time code of a seed, as an authenticator app shows it. */
export const totpCode = (seed: string) =>
  new TOTP({
    secret: Secret.fromBase32(seed),
    digits: 6,
    period: 30,
  }).generate()

/** A PKCE verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return { verifier, challenge }
}

/** The authorization URL the client sends the browser to. */
export function authorizationUrl(
  client: Client,
  extra: Record<string, string> = {},
) {
  return `${SERVER}/authorization?${new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: SCOPE,
    state: `state-${counter}`,
    nonce: `nonce-${counter}`,
    ...extra,
  })}`
}

/**
 * Answers the client's callback in the browser; the promise it gives resolves with the callback's
 * query, as the client's own server would receive it. Awaited, so the route is in place before
 * the first navigation.
 */
export async function catchCallback(page: Page, client: Client) {
  let resolve: (params: URLSearchParams) => void = () => undefined
  const callback = new Promise<URLSearchParams>((done) => {
    resolve = done
  })
  await page.route(`${client.redirectUri}**`, async (route) => {
    resolve(new URL(route.request().url()).searchParams)
    await route.fulfill({ status: 200, body: 'The client got its answer.' })
  })
  return { callback }
}

/** Step one and two of the sign-in page, by mouse and typing. */
export async function signIn(page: Page, client: Client) {
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Sign in as a sandbox test user',
    }),
  ).toBeVisible()
  await choose(page, 'ID.me')
  await page
    .getByRole('textbox', { name: 'Email address' })
    .fill(client.user.username)
  await page.getByLabel('Password').fill(client.user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter the 6-digit code' }),
  ).toBeVisible()
  await page
    .getByRole('textbox', { name: 'One-time code' })
    .fill(totpCode(client.user.seed))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: /^Allow access/ }),
  ).toBeVisible()
}
