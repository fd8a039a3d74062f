import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { expect, test } from './test.ts'
import { importJWK, SignJWT, type JWK } from 'jose'
import { fillDeveloper } from './signup-form.ts'

// Client Credentials end to end against the real sandbox (R-OAUTH-CCG): a key pair made by the
// browser helper at signup, an assertion signed by the helper on the guide, a token from the
// sandbox authorization server, a call through the gateway. Then the two refusals the guide
// promises: a reused jti, and exp more than 300 seconds after iat.

const SERVER = '/sandbox-api/oauth2/claims/system/v1'
const CLAIMS =
  '/sandbox-api/services/benefits/v2/veterans/1012667145V762142/claims'

test('CCG: signup with a browser-made key, assertion, token, API call; reused jti and a 301-second exp refused', async ({
  page,
  request,
}) => {
  await page.goto('/explore/api/benefits-claims/sandbox-access')
  await fillDeveloper(page, `ccg-real-${Date.now()}@example.org`)
  await page.getByRole('radio', { name: 'Client Credentials Grant' }).focus()
  await page.keyboard.press('Space')
  await page
    .getByRole('button', { name: 'Generate a key pair in this browser' })
    .click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the private key as JWK' }).click(),
  ])
  const privateJwk = await readFile((await download.path()) ?? '', 'utf8')
  await page.getByRole('checkbox', { name: /^I attest/ }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('checkbox', { name: /terms of service/ }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Submit' }).click()
  const clientId =
    (await page
      .locator('.credential')
      .filter({ hasText: 'Client Credentials client ID' })
      .locator('code')
      .textContent()) ?? ''
  expect(clientId).toMatch(/^0oa/)

  // The guide's helper signs with the downloaded key and asks the real token endpoint.
  await page.goto('/explore/api/benefits-claims/client-credentials')
  await page
    .getByLabel('Or paste your private key (JWK or PEM)')
    .fill(privateJwk)
  await page.getByRole('button', { name: 'Use this private key' }).click()
  await page
    .getByRole('textbox', { name: 'Client ID', exact: true })
    .fill(clientId)
  await page
    .getByRole('button', { name: 'Build and sign the assertion' })
    .click()
  const assertion =
    (
      await page.getByRole('region', { name: 'signed JWT' }).textContent()
    )?.trim() ?? ''
  await page.getByRole('button', { name: 'Request a token' }).click()
  const shown = page.getByRole('region', { name: 'sandbox token response' })
  await expect(shown).toContainText('"expires_in": 300')
  const token = JSON.parse((await shown.textContent()) ?? '{}') as {
    access_token: string
  }

  const call = await request.get(CLAIMS, {
    headers: { authorization: `Bearer ${token.access_token}` },
  })
  expect(call.status()).toBe(200)

  // The same assertion again: its jti was used.
  const origin = new URL(page.url()).origin
  const form = (clientAssertion: string) => ({
    grant_type: 'client_credentials',
    client_assertion_type:
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: clientAssertion,
    scope: 'claim.read',
  })
  const reused = await request.post(`${SERVER}/token`, {
    form: form(assertion),
  })
  expect(reused.status()).toBe(401)
  expect(await reused.json()).toMatchObject({ error: 'invalid_client' })

  // exp 301 seconds after iat.
  const key = await importJWK(JSON.parse(privateJwk) as JWK, 'RS256')
  const iat = Math.floor(Date.now() / 1000)
  const late = await new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(`${origin}${SERVER}/token`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 301)
    .sign(key)
  const refused = await request.post(`${SERVER}/token`, { form: form(late) })
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toMatchObject({
    error: 'invalid_client',
    error_description: expect.stringMatching(
      /exp must be at most 300 seconds after iat|client authentication failed/,
    ),
  })
})
