import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'

// The CCG helper in the browser (R-OAUTH-CCG-HELPER-*): keys made by WebCrypto in the page, the
// assertion signed there. The token endpoint is intercepted: the real exchange is the sandbox
// authorization server's own test.

let counter = 0
const uniqueEmail = () => `ccg-${Date.now()}-${(counter += 1)}@example.org`

// Keyboard only: focus goes where a Tab would take it, and keys do the rest.
async function press(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus()
  await page.keyboard.press('Enter')
}
async function typeInto(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label, exact: true }).focus()
  await page.keyboard.type(text)
}

test('On the signup form a key pair made in the browser fills the public key, offers the private key, and signs up', async ({
  page,
}) => {
  await page.goto('/explore/api/benefits-claims/sandbox-access')
  await typeInto(page, 'First name', 'Ada')
  await typeInto(page, 'Last name', 'Lovelace')
  await typeInto(page, 'Email', uniqueEmail())
  await typeInto(page, 'Organization', 'Analytical Engines')
  await page.getByRole('radio', { name: 'Client Credentials Grant' }).focus()
  await page.keyboard.press('Space')
  await press(page, 'Generate a key pair in this browser')
  const status = page.getByRole('status').filter({
    hasText: 'A 2048-bit RSA key pair was made in this browser.',
  })
  await expect(status).toBeFocused()
  const publicJwk = JSON.parse(
    await page.getByLabel('OAuth public key').inputValue(),
  ) as Record<string, string>
  expect(publicJwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
  expect(publicJwk.kid).toBeTruthy()
  expect(publicJwk).not.toHaveProperty('d')
  await expectNoAxeViolations(page)

  // The next Tab reaches the first download; Enter saves it.
  await page.keyboard.press('Tab')
  const jwkLink = page.getByRole('link', {
    name: 'Download the private key as JWK',
  })
  await expect(jwkLink).toBeFocused()
  const [jwkDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ])
  const privateJwk = JSON.parse(
    await readFile((await jwkDownload.path()) ?? '', 'utf8'),
  ) as Record<string, string>
  expect(privateJwk).toMatchObject({ kid: publicJwk.kid, n: publicJwk.n })
  expect(privateJwk.d).toBeTruthy()
  const [pemDownload] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: 'Download the private key as PEM (PKCS#8)' })
      .click(),
  ])
  expect(pemDownload.suggestedFilename()).toMatch(/^private-key-.{8}\.pem$/)
  expect(await readFile((await pemDownload.path()) ?? '', 'utf8')).toMatch(
    /^-----BEGIN PRIVATE KEY-----\n/,
  )

  await page.getByRole('checkbox', { name: /^I attest/ }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('checkbox', { name: /terms of service/ }).focus()
  await page.keyboard.press('Space')
  await press(page, 'Submit')
  await expect(
    page
      .locator('.credential')
      .filter({ hasText: 'Client Credentials client ID' })
      .locator('code'),
  ).toHaveText(/^0oa/)
})

test('On the CCG guide the helper signs an assertion and shows the token response, by keyboard alone', async ({
  page,
}) => {
  let sent: URLSearchParams | null = null
  await page.route(
    '**/sandbox-api/oauth2/claims/system/v1/token',
    async (route) => {
      sent = new URLSearchParams(route.request().postData() ?? '')
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          access_token: 'eyJ.sandbox.token',
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'claim.read claim.write',
        }),
      })
    },
  )
  await page.goto('/explore/api/benefits-claims/client-credentials')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Try it in your browser' }),
  ).toBeVisible()
  await press(page, 'Build and sign the assertion')
  await expect(
    page.getByText('Generate or paste a private key first.'),
  ).toBeFocused()
  await expectNoAxeViolations(page)

  await press(page, 'Generate a key pair in this browser')
  // Exact: the guide's own "public JWK example" is on the page from the start.
  const publicJwk = page.getByRole('region', {
    name: 'public JWK',
    exact: true,
  })
  await expect(publicJwk).toBeVisible()
  expect(JSON.parse((await publicJwk.textContent()) ?? '')).toMatchObject({
    kty: 'RSA',
    kid: expect.any(String),
  })
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'It signs the assertion below.' }),
  ).toBeFocused()
  await typeInto(page, 'Client ID', '0oa-e2e-client')
  await press(page, 'Build and sign the assertion')
  await expect(
    page.getByRole('heading', { name: 'Signed assertion' }),
  ).toBeFocused()
  const origin = new URL(page.url()).origin
  const tokenUrl = `${origin}/sandbox-api/oauth2/claims/system/v1/token`
  const claims = JSON.parse(
    (await page
      .getByRole('region', { name: 'assertion claims', exact: true })
      .textContent()) ?? '',
  ) as Record<string, string | number>
  expect(claims).toMatchObject({
    iss: '0oa-e2e-client',
    sub: '0oa-e2e-client',
    aud: tokenUrl,
  })
  expect(Number(claims.exp) - Number(claims.iat)).toBe(300)
  await expectNoAxeViolations(page)

  const jwt =
    (await page.getByRole('region', { name: 'signed JWT' }).textContent()) ?? ''
  await press(page, 'Request a token')
  await expect(
    page.getByRole('heading', { name: 'Token response' }),
  ).toBeFocused()
  await expect(page.getByText(/Token received\./)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'sandbox token response' }),
  ).toContainText('"expires_in": 300')
  expect(Object.fromEntries(sent ?? [])).toEqual({
    grant_type: 'client_credentials',
    client_assertion_type:
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: jwt,
    scope: 'claim.read claim.write',
  })
  await expectNoAxeViolations(page)
})
