import fc from 'fast-check'
import { expect, test } from 'vitest'
import { buildTestApp } from '../build-test-app.ts'
import { makeRenderingWebDist } from '../web-dist.ts'
import {
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  injectSettled,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'

const TOKEN = 'page-csrf-token-0123456789abcdef'
const PAGES = [
  '/support/contact-us',
  '/explore/api/va-facilities/sandbox-access',
  '/explore/api/benefits-claims/sandbox-access',
  '/explore/api/no-such-api/sandbox-access',
]
// The fields the two forms have, and some they do not; any value, sent once or twice.
const FIELDS = [
  'type',
  'firstName',
  'lastName',
  'email',
  'organization',
  'role',
  'description',
  'apis',
  'typeAndApi',
  'termsOfService',
  'attestationChecked',
  'oAuthRedirectURI',
  'oAuthPublicKey',
  'faxNumber',
  '_csrf',
  '__proto__',
  'x',
]
const TABLES = ['support_requests', 'consumers', 'email_outbox']

test(
  'The pages’ form posts answer any form body under 500 with the page, and a refused post stores nothing (R-SSR-FORM-POST)',
  async () => {
    const unlimited = 1_000_000_000
    const { app, db } = await buildTestApp({
      ...(await makeRenderingWebDist()),
      rateLimits: {
        writePerMinute: unlimited,
        emailPerHour: unlimited,
        readPerMinute: unlimited,
      },
    })
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGES),
        fc.array(
          fc.tuple(
            fc.constantFrom(...FIELDS),
            fc.oneof(
              fc.string(),
              fc.constantFrom(
                '',
                'on',
                'DEFAULT',
                'apikey/facilities',
                'a@b.co',
              ),
            ),
          ),
          { maxLength: 12 },
        ),
        fc.boolean(),
        async (url, pairs, withToken) => {
          const form = new URLSearchParams(pairs)
          if (withToken) form.set('_csrf', TOKEN)
          const before = await snapshotRows(db, TABLES)
          const response = await injectSettled(app, {
            method: 'POST',
            url,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              cookie: `CSRF-TOKEN=${TOKEN}`,
              origin: 'http://localhost:80',
            },
            payload: form.toString(),
          })
          tally.add(response.statusCode)
          const context = `${response.statusCode} ${response.body.slice(0, 200)}`
          expect(response.statusCode, context).toBeLessThan(500)
          expect(response.headers['content-type'], context).toMatch(/html/)
          // Only an accepted post may add rows.
          const after =
            response.statusCode === 200
              ? before
              : await snapshotRows(db, TABLES)
          expect(after, context).toEqual(before)
        },
      ),
      { ...FUZZ_PARAMETERS, numRuns: Math.ceil(FUZZ_RUNS / 10) },
    )
    console.info(`page form posts: ${tally}`)
    expect(tally.counts.get(400) ?? 0).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT,
)
