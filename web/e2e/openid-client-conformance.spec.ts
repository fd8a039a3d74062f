import { expect, test } from './test.ts'
import { exportJWK, generateKeyPair } from 'jose'
import * as oidc from 'openid-client'
import {
  catchCallback,
  CONDITION,
  SERVER,
  signIn,
  signUpClient,
} from './oauth-client.ts'
import { choose, fillDeveloper } from './signup-form.ts'

// R-OAUTH-CONFORMANCE: an OpenID-certified relying party, `openid-client` with its defaults,
// against the running sandbox. Its own checks (issuer, state, PKCE, nonce, ID token signature and
// claims, token types, RFC 9207 `iss`, userinfo `sub`) run on every answer; the one option used,
// `allowInsecureRequests`, is what it asks for to talk http to 127.0.0.1.

test.describe.configure({ timeout: 90_000 })

const SCOPE =
  'openid profile offline_access launch/patient patient/Condition.read'
const CCG_SERVER = '/sandbox-api/oauth2/claims/system/v1'
const CLAIMS =
  '/sandbox-api/services/benefits/v2/veterans/1012667145V762142/claims'

/** The running portal, as the browser reaches it. */
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`

/** openid-client's configuration by discovery of one sandbox authorization server. */
function discover(
  path: string,
  clientId: string,
  clientAuth?: oidc.ClientAuth,
) {
  return oidc.discovery(
    new URL(`${ORIGIN}${path}`),
    clientId,
    undefined,
    clientAuth,
    { execute: [oidc.allowInsecureRequests] },
  )
}

/** The status of an API call through openid-client (which throws on a Bearer challenge). */
async function status(
  config: oidc.Configuration,
  accessToken: string,
  path: string,
) {
  try {
    const response = await oidc.fetchProtectedResource(
      config,
      accessToken,
      new URL(`${ORIGIN}${path}`),
      'GET',
    )
    return response.status
  } catch (error) {
    if (error instanceof oidc.WWWAuthenticateChallengeError) return error.status
    throw error
  }
}

test('openid-client: discovery, Authorization Code with PKCE through the sign-in page, userinfo, introspection, refresh, revocation', async ({
  page,
}) => {
  const client = await signUpClient(page, 'native')
  const config = await discover(SERVER, client.clientId)
  const metadata = config.serverMetadata()
  expect(metadata.pushed_authorization_request_endpoint).toBeUndefined()
  expect(metadata.dpop_signing_alg_values_supported).toBeUndefined()
  expect(metadata.userinfo_endpoint).toMatch(/\/userinfo$/)

  const verifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const { callback } = await catchCallback(page, client)
  const authorization = oidc.buildAuthorizationUrl(config, {
    redirect_uri: client.redirectUri,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  })
  await page.goto(authorization.href)
  await signIn(page, client)
  await page.getByRole('button', { name: 'Allow access' }).click()
  const params = await callback

  const tokens = await oidc.authorizationCodeGrant(
    config,
    new URL(`${client.redirectUri}?${params}`),
    { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce },
  )
  expect(tokens.token_type.toLowerCase()).toBe('bearer')
  const subject = tokens.claims()?.sub ?? ''
  expect(subject).not.toBe('')
  const patient = JSON.parse(
    Buffer.from(
      tokens.access_token.split('.')[1] ?? '',
      'base64url',
    ).toString(),
  ).patient as string
  const conditions = `${CONDITION}?patient=${patient}`
  expect(await status(config, tokens.access_token, conditions)).toBe(200)

  const userinfo = await oidc.fetchUserInfo(
    config,
    tokens.access_token,
    subject,
  )
  expect(userinfo).toMatchObject({
    sub: subject,
    name: expect.any(String),
    given_name: expect.any(String),
    family_name: expect.any(String),
    email: client.user.username,
  })

  const introspected = await oidc.tokenIntrospection(
    config,
    tokens.access_token,
  )
  expect(introspected).toMatchObject({
    active: true,
    client_id: client.clientId,
    sub: subject,
    token_type: 'Bearer',
  })
  expect(introspected.scope?.split(' ')).toContain('patient/Condition.read')

  const refreshed = await oidc.refreshTokenGrant(
    config,
    tokens.refresh_token ?? '',
  )
  expect(refreshed.access_token).not.toBe(tokens.access_token)
  expect(refreshed.claims()?.sub).toBe(subject)
  expect(await status(config, refreshed.access_token, conditions)).toBe(200)

  await oidc.tokenRevocation(config, refreshed.access_token)
  expect(
    (await oidc.tokenIntrospection(config, refreshed.access_token)).active,
  ).toBe(false)
  await expect(
    oidc.fetchUserInfo(config, refreshed.access_token, subject),
  ).rejects.toThrow()
  // The gateway refuses it too (RFC 7009), once its short cache of the good answer has passed.
  await expect
    .poll(() => status(config, refreshed.access_token, conditions), {
      timeout: 10_000,
    })
    .toBe(401)
})

test('openid-client: Client Credentials with its default PrivateKeyJwt, the API call, introspection and revocation', async ({
  page,
}) => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    extractable: true,
  })
  const publicJwk = {
    ...(await exportJWK(publicKey)),
    alg: 'RS256',
    use: 'sig',
  }
  await page.goto('/explore/api/benefits-claims/sandbox-access')
  await fillDeveloper(page, `ccg-rp-${Date.now()}@example.org`)
  await page.getByRole('radio', { name: 'Client Credentials Grant' }).focus()
  await page.keyboard.press('Space')
  await page
    .getByRole('textbox', { name: 'OAuth public key' })
    .fill(JSON.stringify(publicJwk))
  await choose(page, /^I attest/)
  await choose(page, 'I agree to the terms of service')
  await page.getByRole('button', { name: 'Submit' }).click()
  const clientId =
    (await page
      .locator('.credential')
      .filter({ hasText: 'Client Credentials client ID' })
      .locator('code')
      .textContent()) ?? ''
  expect(clientId).toMatch(/^0oa/)

  // PrivateKeyJwt signs aud = the issuer identifier, iat now, exp a minute on, a fresh jti.
  const config = await discover(
    CCG_SERVER,
    clientId,
    oidc.PrivateKeyJwt(privateKey),
  )
  const tokens = await oidc.clientCredentialsGrant(config, {
    scope: 'claim.read',
  })
  expect(tokens.expires_in).toBe(300)
  expect(await status(config, tokens.access_token, CLAIMS)).toBe(200)
  expect(
    await oidc.tokenIntrospection(config, tokens.access_token),
  ).toMatchObject({ active: true, client_id: clientId, scope: 'claim.read' })
  await oidc.tokenRevocation(config, tokens.access_token)
  expect(
    (await oidc.tokenIntrospection(config, tokens.access_token)).active,
  ).toBe(false)
  await expect
    .poll(() => status(config, tokens.access_token, CLAIMS), {
      timeout: 10_000,
    })
    .toBe(401)
  await expect(
    oidc.clientCredentialsGrant(config, { scope: 'claim.read nope' }),
  ).rejects.toMatchObject({ error: 'invalid_scope' })
})
