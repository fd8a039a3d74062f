import fc from 'fast-check'
import { expect, test } from 'vitest'
import { csrfHeaders } from '../build-test-app.ts'
import { nastyString } from './fuzz-arbitraries.ts'
import {
  buildFuzzApp,
  expectRowsUnchanged,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  injectSettled,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'
import { queryString, requestHeaders } from './fuzz-request-arbitraries.ts'

const SERVERS = [
  '/oauth2/health/v1',
  '/oauth2/health/system/v1',
  '/oauth2/claims/v1',
  '/oauth2/community-care/v1',
]
// Auth paths no server has, or could have (R-OAUTH-LIVE): every shape of /oauth2/… reaches a route
// that looks its server up at request time, so odd parts, endpoint names as parts, escapes and
// paths too deep must all be refused cleanly.
const PART = fc.oneof(
  fc.constantFrom(
    'token',
    'authorization',
    'interaction',
    'manage',
    '.well-known',
    '..',
    '.',
    '',
    '%2F',
    '%00',
    'v1',
    'health',
  ),
  // Lone surrogates cannot be percent-encoded; a request line could not carry them either.
  nastyString.map((value) =>
    encodeURIComponent(value.slice(0, 40).replace(/[\uD800-\uDFFF]/g, '?')),
  ),
)
const AUTH_PATH = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SERVERS) },
  {
    weight: 1,
    arbitrary: fc
      .array(PART, { maxLength: 7 })
      .map((parts) => ['/oauth2', ...parts].join('/')),
  },
)
const ENDPOINTS = [
  '/.well-known/openid-configuration',
  '/authorization',
  '/token',
  '/revoke',
  '/introspect',
  '/keys',
  '/userinfo',
  '/manage',
  '/manage/grants',
  '/manage/grants/abc',
  '/grants',
  '/interaction/abc/details',
  '/interaction/abc/login',
  '/interaction/abc/code',
  '/interaction/abc/consent',
  '/interaction/abc/deny',
  '/authorization/abc',
  '/nothing-here',
]
const FIELDS = [
  'grant_type',
  'client_id',
  'client_secret',
  'code',
  'redirect_uri',
  'refresh_token',
  'code_verifier',
  'client_assertion',
  'client_assertion_type',
  'scope',
  'launch',
  'token',
  'state',
  'response_type',
  'prompt',
  'email',
]
const VALUES = fc.oneof(
  nastyString.map((value) => value.slice(0, 500)),
  fc.constantFrom(
    'authorization_code',
    'refresh_token',
    'client_credentials',
    'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
    'code',
    'none',
    'openid launch',
    'bm90IGpzb24=',
    'a@b.c',
  ),
)
const FORM = fc
  .array(fc.tuple(fc.constantFrom(...FIELDS), VALUES), { maxLength: 8 })
  .map((pairs) => new URLSearchParams(pairs).toString())

/** The method an endpoint takes (its first, for those that take two). */
function ownMethod(endpoint: string): string {
  if (
    /^\/(token|revoke|introspect)$|^\/interaction\/abc\/(?!details)/.test(
      endpoint,
    )
  )
    return 'POST'
  if (endpoint === '/grants' || endpoint === '/manage/grants/abc')
    return 'DELETE'
  return 'GET'
}

// Exception text, parser wording and stack frames may not reach a caller of the OAuth endpoints.
const LEAKS =
  /TypeError|RangeError|ReferenceError|Cannot read prop|is not a function|node_modules|\.[jt]s:\d|FST_|ERR_|in JSON at position|\bat \w+ \(/i
// The signing keys' base64url members (the JWKS answer's modulus, exponent and key id) are random
// text that can spell `err_` or `fst_`: they are left out of the leak check, nothing else is.
const KEY_MATERIAL = /"(?:n|e|kid)":"[\w-]+"/g

test(
  'Every OAuth endpoint answers any request under 500 without exception text, and stores no credential (R-OAUTH-ERRORS)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const before = await snapshotRows(db, ['consumers', 'consumer_credentials'])
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        AUTH_PATH,
        fc.constantFrom(...ENDPOINTS),
        queryString,
        requestHeaders,
        // Mostly the method the endpoint takes, so requests get past the 405 to its handler.
        fc.oneof(
          { weight: 3, arbitrary: fc.constant('own') },
          {
            weight: 1,
            arbitrary: fc.constantFrom('GET', 'POST', 'DELETE', 'PUT'),
          },
        ),
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'application/json',
          'text/plain',
        ),
        FORM,
        fc.boolean(),
        async (
          server,
          endpoint,
          query,
          headers,
          chosen,
          type,
          form,
          withCsrf,
        ) => {
          const method = chosen === 'own' ? ownMethod(endpoint) : chosen
          const body =
            type === 'application/json'
              ? JSON.stringify(Object.fromEntries(new URLSearchParams(form)))
              : form
          const response = await injectSettled(app, {
            method: method as 'GET',
            url: `/sandbox-api${server}${endpoint}?${query}`,
            headers: {
              ...headers,
              ...(withCsrf ? csrfHeaders() : {}),
              'content-type': type,
            },
            ...(method === 'GET' ? {} : { payload: body }),
          })
          tally.add(response.statusCode)
          const context = `${method} ${server}${endpoint} ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(response.statusCode, context).toBeLessThan(500)
          expect(
            response.body.replace(KEY_MATERIAL, '""'),
            context,
          ).not.toMatch(LEAKS)
        },
      ),
      FUZZ_PARAMETERS,
    )
    expect(tally.total).toBe(FUZZ_RUNS)
    console.info(`sandbox oauth: ${tally}`)
    await expectRowsUnchanged(db, before)
  },
  FUZZ_TIMEOUT,
)
