import { expect, test } from './test.ts'
import { signIn, signUpClient } from './oauth-client.ts'

// R-OAUTH-DOCS: on an OAuth API's docs page, swagger-ui's Authorize dialog runs Authorization Code
// with PKCE against the sandbox's authorization server (sign-in and consent in a popup that comes
// back through /oauth2-redirect.html), and Try it out sends the token to the gateway.

test.describe.configure({ timeout: 90_000 })

test('Authorize on the docs page signs in a test user with PKCE, and Try it out answers 200 with the token', async ({
  page,
  baseURL,
}) => {
  const client = await signUpClient(
    page,
    'native',
    `${baseURL ?? ''}/oauth2-redirect.html`,
  )
  await page.goto('/explore/api/patient-health/docs')
  await page
    .getByRole('button', { name: /^Authorize/ })
    .first()
    .click()
  const dialog = page.locator('.auth-container').filter({
    has: page.getByRole('heading', { name: /^OauthFlowSandbox/ }),
  })
  await dialog.getByRole('textbox', { name: /client_id/ }).fill(client.clientId)
  await dialog.getByText('patient/Condition.read', { exact: true }).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog
      .getByRole('button', { name: 'Apply given OAuth2 credentials' })
      .click(),
  ])
  await signIn(popup, client)
  await popup.getByRole('button', { name: 'Allow access' }).click()
  await popup.waitForEvent('close')
  await expect(
    dialog.getByRole('button', { name: 'Remove authorization' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).first().click()

  const operation = page
    .locator('.opblock-get')
    .filter({ hasText: '/Condition' })
    .first()
  await operation.locator('.opblock-summary').click()
  await operation.getByRole('button', { name: 'Try it out' }).click()
  await operation
    .locator('input[placeholder="patient"]')
    .fill('1000720100V271387')
  const [call] = await Promise.all([
    page.waitForRequest((request) =>
      request.url().includes('/sandbox-api/services/fhir/'),
    ),
    operation.getByRole('button', { name: 'Execute' }).click(),
  ])
  expect(call.headers().authorization).toMatch(/^Bearer ey/)
  const answer = await call.response()
  expect(answer?.status()).not.toBe(401)
  expect(answer?.status()).not.toBe(403)
})
