import fc from 'fast-check'
import { expect, test } from 'vitest'
import { csrfHeaders } from '../build-test-app.ts'
import { wireBody } from './fuzz-arbitraries.ts'
import {
  API,
  buildFuzzApp,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  injectSettled,
  snapshotRows,
  expectRowsUnchanged,
  StatusTally,
} from './fuzz-kit.ts'
import {
  pathSegment,
  queryString,
  requestHeaders,
} from './fuzz-request-arbitraries.ts'

// Operations of the seeded specs, to land most cases past routing and into validation and answers.
const OPERATIONS = [
  '/va_facilities/v0/facilities/',
  '/va_facilities/v0/facilities',
  '/va_facilities/v0/nearby',
  '/va_forms/v0/forms/',
  '/provider-directory/v0/r4/Location/',
  '/veteran_confirmation/v0/status',
  '/fhir/v0/r4/Condition',
  '/',
]

// The version segments a call may name (R-GATEWAY-VERSIONS): none (the current version), the
// seeded versions of Facilities and VA Forms (its YAML copy is a Previous Version), one no
// version has, and malformed ones.
const VERSION_SEGMENTS = [
  '',
  '',
  '/versions/0.0.1',
  '/versions/0.0.0-yaml',
  '/versions/9.9.9',
  '/versions/..',
  '/versions/%2E%2E',
  '/versions/',
]

// Exception text and parser wording may not reach a caller of the gateway either.
const LEAKS =
  /TypeError|RangeError|ReferenceError|Cannot read prop|is not a function|node_modules|\.ts:\d|FST_|ERR_|Unexpected token|in JSON at position/i

test(
  'The gateway answers any call under 500 without exception text, and stores nothing but call records (R-GATEWAY-INPUT)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const signup = await app.inject({
      method: 'POST',
      url: `${API}/consumers/applications`,
      headers: csrfHeaders(),
      payload: {
        firstName: 'Fuzz',
        lastName: 'Caller',
        email: 'gateway-fuzz@example.org',
        organization: 'Fuzzers',
        typeAndApi: 'apikey/facilities',
        apis: 'apikey/facilities,apikey/vaForms,apikey/providerDirectory,apikey/confirmation',
        termsOfService: true,
      },
    })
    const key = signup.json<{ token: string }>().token
    const before = await snapshotRows(db, ['consumers', 'consumer_credentials'])
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...VERSION_SEGMENTS),
        fc.constantFrom(...OPERATIONS),
        pathSegment,
        queryString,
        requestHeaders,
        fc.constantFrom(key, key, key, '', 'wrong-key', key.toLowerCase()),
        fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'),
        wireBody({
          ssn: '796-04-3735',
          first_name: 'Wesley',
          last_name: 'Ford',
          birth_date: '1986-05-06',
        }),
        async (
          version,
          operation,
          segment,
          query,
          headers,
          apikey,
          method,
          payload,
        ) => {
          const response = await injectSettled(app, {
            method: method as 'GET',
            url: `/sandbox-api${version}/services${operation}${operation.endsWith('/') ? segment : ''}?${query}`,
            headers: { ...headers, ...(apikey ? { apikey } : {}) },
            ...(method === 'GET' || method === 'HEAD' ? {} : { payload }),
          })
          tally.add(response.statusCode)
          const context = `${method} ${version}${operation}${segment} ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(response.statusCode, context).toBeLessThan(500)
          expect(response.body, context).not.toMatch(LEAKS)
        },
      ),
      FUZZ_PARAMETERS,
    )
    expect(tally.total).toBe(FUZZ_RUNS)
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0)
    console.info(`sandbox gateway: ${tally}`)
    await expectRowsUnchanged(db, before)
  },
  FUZZ_TIMEOUT,
)
