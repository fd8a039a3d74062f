import fc from 'fast-check'
import { expect, test } from 'vitest'
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
import { signUpClient } from '../oauth-kit.ts'

// R-OAUTH-ERRORS, R-OAUTH-GRANTS: the revocation and DELETE grants endpoints, with or without a
// real client's authentication, answer any request under 500, and every refusal in RFC 6749's
// shape: `{"error": "...", "error_description": "..."}`, never the portal's `{"errors": [...]}`.
const SERVER = '/sandbox-api/oauth2/health/v1'

const FIELDS = [
  'token',
  'token_type_hint',
  'client_id',
  'email',
  'client_secret',
]

test(
  'Revoke and DELETE grants answer under 500, every refusal in RFC 6749 JSON (R-OAUTH-ERRORS)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const client = await signUpClient(app, {
      typeAndApi: 'acg/health',
      apis: 'acg/health',
      oAuthApplicationType: 'web',
      oAuthRedirectURI: 'https://app.example.org/callback',
    })
    const realBasic = `Basic ${Buffer.from(`${client.clientID}:${client.clientSecret}`).toString('base64')}`
    const before = await snapshotRows(db, ['consumers', 'consumer_credentials'])
    const value = fc.oneof(
      nastyString.map((text) => text.slice(0, 300)),
      fc.constantFrom(
        client.clientID ?? '',
        'eyJhbGciOiJSUzI1NiJ9.eyJqdGkiOiJ4IiwiaXNzIjoieCJ9.c2ln',
        'access_token',
        'refresh_token',
        'va.api.user+idme.001@gmail.com',
        'a@b.c',
      ),
    )
    const form = fc
      .array(fc.tuple(fc.constantFrom(...FIELDS), value), { maxLength: 6 })
      .map((pairs) => new URLSearchParams(pairs).toString())
    const authorization = fc.oneof(
      fc.constant(undefined),
      fc.constant(realBasic),
      fc.constantFrom('Basic', 'Basic !!!', 'Bearer x', 'Basic Og=='),
      nastyString.map(
        (text) =>
          `Basic ${Buffer.from(`${client.clientID}:${text.slice(0, 100)}`).toString('base64')}`,
      ),
    )
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(['POST', '/revoke']) },
          { weight: 4, arbitrary: fc.constant(['DELETE', '/grants']) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              ['GET', '/revoke'],
              ['PUT', '/grants'],
              ['OPTIONS', '/grants'],
            ),
          },
        ),
        queryString,
        requestHeaders,
        authorization,
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'application/x-www-form-urlencoded',
          'application/x-www-form-urlencoded',
          'application/json',
          'text/plain',
        ),
        form,
        async ([method, endpoint], query, headers, auth, type, body) => {
          const response = await injectSettled(app, {
            method: method as 'POST',
            url: `${SERVER}${endpoint}?${query}`,
            headers: {
              ...headers,
              'content-type': type,
              ...(auth ? { authorization: auth } : {}),
            },
            payload:
              type === 'application/json'
                ? JSON.stringify(Object.fromEntries(new URLSearchParams(body)))
                : body,
          })
          tally.add(response.statusCode)
          const context = `${method} ${endpoint} ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(response.statusCode, context).toBeLessThan(500)
          if (response.statusCode < 400) return
          expect(response.headers['content-type'], context).toMatch(
            /^application\/json/,
          )
          const answer = response.json<Record<string, unknown>>()
          expect(Object.keys(answer).sort(), context).toEqual(
            ['error', 'error_description'].filter((key) => key in answer),
          )
          expect(typeof answer.error, context).toBe('string')
          expect(answer, context).not.toHaveProperty('errors')
        },
      ),
      FUZZ_PARAMETERS,
    )
    expect(tally.total).toBe(FUZZ_RUNS)
    console.info(`oauth revoke and grants: ${tally}`)
    await expectRowsUnchanged(db, before)
  },
  FUZZ_TIMEOUT,
)
