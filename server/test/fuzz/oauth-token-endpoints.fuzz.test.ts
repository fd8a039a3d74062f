// Property tests of the token, userinfo and introspection endpoints with real and broken tokens,
// credentials and assertions (R-OAUTH-ERRORS, R-OAUTH-INTROSPECTION, R-OAUTH-CCG-TIME,
// R-OAUTH-CCG-AUD, R-OAUTH-SCOPES): never a 5xx, every refusal RFC 6749 JSON, introspection tells
// a client about its own tokens only, and an assertion gets a token exactly when every rule holds.
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { authorize, REDIRECT, signUpHealthClient } from '../acg-test-kit.ts'
import { signUpClient } from '../oauth-kit.ts'
import { nastyString } from './fuzz-arbitraries.ts'
import {
  buildFuzzApp,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  injectSettled,
  StatusTally,
} from './fuzz-kit.ts'

const HOST = '127.0.0.1:8080'
const ACG = '/sandbox-api/oauth2/health/v1'
const CCG = '/sandbox-api/oauth2/health/system/v1'
const CCG_ISSUER = `http://${HOST}${CCG}`
const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
const LAUNCH = Buffer.from(
  JSON.stringify({ patient: '1012667145V762142' }),
).toString('base64')

const LEAKS =
  /TypeError|RangeError|ReferenceError|Cannot read prop|is not a function|node_modules|\.[jt]s:\d|FST_|ERR_|in JSON at position|\bat \w+ \(/i

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

/** Flips the last characters of a JWT's signature. */
const tampered = (jwt: string) => `${jwt.slice(0, -4)}AAAA`

function signAssertion(
  key: CryptoKey,
  clientId: string,
  times: { iat: number; exp: number },
  aud: string | string[],
  jti = randomUUID(),
) {
  return new SignJWT({ jti })
    .setProtectedHeader({ alg: 'RS256', kid: 'fuzz-key' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(aud)
    .setIssuedAt(times.iat)
    .setExpirationTime(times.exp)
    .sign(key)
}

/** The app with a signed-in web client's tokens and a CCG client with its key and a token. */
async function withTokens() {
  const { app, db } = await buildFuzzApp()
  const web = await signUpHealthClient(app, 'web')
  const webId = web.clientID ?? ''
  const webAuth = basic(webId, web.clientSecret ?? '')
  const { params } = await authorize(app, db, {
    client_id: webId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope:
      'openid profile offline_access launch/patient patient/Condition.read',
    state: 'fuzz',
  })
  const exchanged = await app.inject({
    method: 'POST',
    url: `${ACG}/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: webAuth,
    },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      redirect_uri: REDIRECT,
    }).toString(),
  })
  const acg = exchanged.json() as Record<string, string>

  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    extractable: true,
  })
  const ccgClient = await signUpClient(app, {
    typeAndApi: 'ccg/health',
    apis: 'ccg/health',
    oAuthPublicKey: JSON.stringify({
      ...(await exportJWK(publicKey)),
      kid: 'fuzz-key',
      alg: 'RS256',
      use: 'sig',
    }),
  })
  const ccgId = ccgClient.ccgClientId ?? ''
  const now = Math.floor(Date.now() / 1000)
  const ccgAnswer = await app.inject({
    method: 'POST',
    url: `${CCG}/token`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: HOST,
    },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: ASSERTION_TYPE,
      client_assertion: await signAssertion(
        privateKey,
        ccgId,
        { iat: now, exp: now + 60 },
        CCG_ISSUER,
      ),
      scope: 'launch system/Condition.read',
      launch: LAUNCH,
    }).toString(),
  })
  const ccgToken = String(ccgAnswer.json().access_token)
  return { app, webId, webAuth, acg, ccgId, ccgToken, privateKey }
}

/** Whether a body is an RFC 6749 error: JSON with a string `error`, a string description if any. */
function isOauthError(body: string): boolean {
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(body) as Record<string, unknown>
  } catch {
    return false
  }
  return (
    typeof parsed.error === 'string' &&
    parsed.errors === undefined &&
    (parsed.error_description === undefined ||
      typeof parsed.error_description === 'string')
  )
}

/** What an answer of these endpoints breaks, of the rules every answer keeps; none is right. */
function brokenRules(
  response: {
    statusCode: number
    body: string
    headers: Record<string, unknown>
  },
  path: string,
  askingClient: string,
): string[] {
  const broken: string[] = []
  if (response.statusCode >= 500) broken.push('a 5xx')
  if (LEAKS.test(response.body)) broken.push('exception text')
  if (response.statusCode >= 400 && !isOauthError(response.body))
    broken.push('a refusal that is not RFC 6749 JSON')
  // RFC 6750 §3: a Bearer challenge; its error code only when a token was presented.
  if (
    response.statusCode === 401 &&
    path.endsWith('/userinfo') &&
    !/^Bearer /.test(String(response.headers['www-authenticate'] ?? ''))
  )
    broken.push('a userinfo 401 without a Bearer challenge')
  if (path.endsWith('/introspect') && response.statusCode === 200) {
    const answer = JSON.parse(response.body) as Record<string, unknown>
    if (typeof answer.active !== 'boolean') broken.push('no active boolean')
    // Only the web client can authenticate by Basic here: it learns of its own tokens only.
    if (answer.active === true && answer.client_id !== askingClient)
      broken.push('another client’s token introspected')
  }
  return broken
}

test(
  'Token, userinfo and introspection answer any request with real, broken or foreign tokens under 500, refusals as RFC 6749 JSON, and introspection only about the asker’s own tokens (R-OAUTH-ERRORS)',
  async () => {
    const { app, webId, webAuth, acg, ccgId, ccgToken } = await withTokens()
    const tokens = [
      acg.access_token ?? '',
      acg.refresh_token ?? '',
      acg.id_token ?? '',
      ccgToken,
      tampered(acg.access_token ?? ''),
      tampered(ccgToken),
      'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
      'eyJhbGciOiJub25lIn0.eyJqdGkiOiJ4In0.',
    ]
    const token = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...tokens) },
      {
        weight: 1,
        arbitrary: nastyString.map((value) => value.slice(0, 2000)),
      },
    )
    const authorization = fc.oneof(
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.constant(webAuth) },
      { weight: 1, arbitrary: fc.constant(basic(webId, 'wrong-secret')) },
      { weight: 1, arbitrary: fc.constant(basic(ccgId, 'x')) },
      { weight: 3, arbitrary: token.map((value) => `Bearer ${value}`) },
      { weight: 1, arbitrary: token.map((value) => `DPoP ${value}`) },
      {
        weight: 1,
        arbitrary: nastyString.map((value) =>
          value.replace(/[^\x20-\x7e]/g, '').slice(0, 200),
        ),
      },
    )
    const field = fc.oneof(
      token,
      fc.constantFrom(
        'authorization_code',
        'refresh_token',
        'client_credentials',
        ASSERTION_TYPE,
        'access_token',
        'refresh_token',
        'openid profile',
        'launch system/Condition.read nope',
        webId,
        ccgId,
        REDIRECT,
      ),
    )
    const pairs = fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'grant_type',
            'token',
            'token_type_hint',
            'access_token',
            'refresh_token',
            'code',
            'client_id',
            'client_secret',
            'client_assertion',
            'client_assertion_type',
            'scope',
            'redirect_uri',
            'launch',
          ),
          field,
        ),
        { maxLength: 6 },
      )
      .map((list) => new URLSearchParams(list).toString())
    // Half the forms are what a client sends (a token, maybe a hint), half anything.
    const plausible = fc
      .record(
        {
          token,
          access_token: token,
          token_type_hint: fc.constantFrom(
            'access_token',
            'refresh_token',
            'id_token',
            '',
          ),
          grant_type: fc.constantFrom('refresh_token', 'client_credentials'),
          refresh_token: token,
        },
        { requiredKeys: [] },
      )
      .map((record) => new URLSearchParams(record).toString())
    const form = fc.oneof(pairs, plausible)
    const request = fc.oneof(
      fc.record({
        method: fc.constant('POST' as const),
        path: fc.constantFrom(`${ACG}/token`, `${CCG}/token`),
      }),
      fc.record({
        method: fc.constantFrom('GET' as const, 'POST' as const),
        path: fc.constant(`${ACG}/userinfo`),
      }),
      fc.record({
        method: fc.constant('POST' as const),
        path: fc.constantFrom(`${ACG}/introspect`, `${CCG}/introspect`),
      }),
    )
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        request,
        authorization,
        form,
        async ({ method, path }, auth, body) => {
          const response = await injectSettled(app, {
            method,
            url: path,
            headers: {
              host: HOST,
              'content-type': 'application/x-www-form-urlencoded',
              ...(auth === undefined ? {} : { authorization: auth }),
            },
            ...(method === 'GET' ? {} : { payload: body }),
          })
          tally.add(response.statusCode)
          const context = `${method} ${path} ${auth ?? ''} ${body.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(brokenRules(response, path, webId), context).toEqual([])
        },
      ),
      FUZZ_PARAMETERS,
    )
    expect(tally.total).toBe(FUZZ_RUNS)
    console.info(`oauth token endpoints: ${tally}`)
  },
  FUZZ_TIMEOUT,
)

test(
  'A client assertion gets a token exactly when aud, iat, exp and every scope are allowed (R-OAUTH-CCG-TIME, R-OAUTH-CCG-AUD, R-OAUTH-SCOPES)',
  async () => {
    const { app, ccgId, privateKey } = await withTokens()
    const allowed = ['launch', 'system/Condition.read']
    const audiences = [
      CCG_ISSUER,
      `${CCG_ISSUER}/token`,
      `${CCG_ISSUER}/`,
      `http://${HOST}${ACG}`,
      'https://example.org/token',
    ]
    const tally = new StatusTally()
    const runs = Math.max(50, Math.ceil(FUZZ_RUNS / 8))
    await fc.assert(
      fc.asyncProperty(
        // Mostly near the limits, so both answers are common.
        fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: -30, max: 70 }) },
          { weight: 1, arbitrary: fc.integer({ min: -400, max: 400 }) },
        ),
        fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: 30, max: 320 }) },
          { weight: 1, arbitrary: fc.integer({ min: -10, max: 700 }) },
        ),
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...audiences.slice(0, 2)) },
          { weight: 1, arbitrary: fc.constantFrom(...audiences) },
        ),
        fc.oneof(
          { weight: 3, arbitrary: fc.subarray(allowed) },
          {
            weight: 1,
            arbitrary: fc.subarray([
              ...allowed,
              'system/Nothing.read',
              'openid',
              'x'.repeat(3000),
            ]),
          },
        ),
        async (iatFromNow, lifetime, aud, scopes) => {
          const now = Math.floor(Date.now() / 1000)
          const iat = now + iatFromNow
          const exp = iat + lifetime
          const response = await injectSettled(app, {
            method: 'POST',
            url: `${CCG}/token`,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              host: HOST,
            },
            payload: new URLSearchParams({
              grant_type: 'client_credentials',
              client_assertion_type: ASSERTION_TYPE,
              client_assertion: await signAssertion(
                privateKey,
                ccgId,
                { iat, exp },
                aud,
              ),
              scope: scopes.join(' '),
              launch: LAUNCH,
            }).toString(),
          })
          tally.add(response.statusCode)
          const context = `iat ${iatFromNow} lifetime ${lifetime} aud ${aud} scope ${scopes.join(' ').slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 200)}`
          expect(response.statusCode, context).toBeLessThan(500)
          // A second of slack either side of each limit: the test's clock and the server's
          // may read different seconds.
          const clear =
            iatFromNow <= 59 &&
            exp > now + 6 &&
            exp <= now + 304 &&
            lifetime <= 300 &&
            (aud === CCG_ISSUER || aud === `${CCG_ISSUER}/token`) &&
            scopes.every((scope) => allowed.includes(scope))
          const refused =
            iatFromNow > 61 ||
            exp < now - 6 ||
            exp > now + 306 ||
            lifetime > 300 ||
            !(aud === CCG_ISSUER || aud === `${CCG_ISSUER}/token`) ||
            !scopes.every((scope) => allowed.includes(scope))
          const got =
            response.statusCode === 200
              ? 'token'
              : isOauthError(response.body)
                ? 'refusal'
                : 'malformed'
          const expected = clear ? 'token' : refused ? 'refusal' : got
          expect(got, context).not.toBe('malformed')
          expect(got, context).toBe(expected)
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: runs },
    )
    expect(tally.total).toBe(runs)
    console.info(`client assertions: ${tally}`)
  },
  FUZZ_TIMEOUT,
)
