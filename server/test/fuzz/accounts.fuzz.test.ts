import fc from 'fast-check'
import { sql } from 'kysely'
import { expect, test } from 'vitest'
import type { Db } from '../../src/db/client.ts'
import { accountCookieOnly, signInAccount } from '../account-kit.ts'
import { createSoftAuthenticator } from '../passkey-kit.ts'
import { unchangedWhenRefused } from './console-fuzz-kit.ts'
import { UNKNOWN_TOKEN } from './fuzz-arbitraries.ts'
import {
  mostlyTarget,
  pathSegment,
  queryString,
  requestHeaders,
} from './fuzz-request-arbitraries.ts'
import {
  API,
  buildFuzzApp,
  expectSafeAnswer,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  injectSettled,
  StatusTally,
} from './fuzz-kit.ts'

// The developer accounts' endpoints (issue 37) under any input: under 500, the envelope, and a
// refused call changes nothing an account holds.

const count = async (db: Db, table: string) =>
  Number(
    (
      await sql<{ count: string }>`select count(*) as count from ${sql.table(
        table,
      )}`.execute(db)
    ).rows[0]?.count,
  )

/** A soft authenticator's answers, shaped as the browser sends them (their challenge is made up). */
const authenticator = createSoftAuthenticator()
const registration = authenticator.create({
  challenge: 'bWFkZS11cA',
  rp: { id: '127.0.0.1' },
})
const assertion = authenticator.get({ challenge: 'bWFkZS11cA' })

test(
  'Asking for a proof and signing in with one answer any input under 500 with the envelope; a refused sign-in makes no account and no session',
  async () => {
    const { app, db } = await buildFuzzApp()
    const tally = new StatusTally()
    const onAnswer = await unchangedWhenRefused(async () =>
      JSON.stringify([
        await count(db, 'developer_accounts'),
        await count(db, 'account_sessions'),
      ]),
    )
    const options = { tally, numRuns: Math.ceil(FUZZ_RUNS / 4), onAnswer }
    await fuzzJsonPost(
      app,
      `${API}/account/email-proofs`,
      { email: 'fuzz@example.com' },
      { tally, numRuns: Math.ceil(FUZZ_RUNS / 4) },
    )
    await fuzzJsonPost(
      app,
      `${API}/account/sessions`,
      { email: 'fuzz@example.com', code: '123456' },
      options,
    )
    await fuzzJsonPost(
      app,
      `${API}/account/sessions`,
      { token: UNKNOWN_TOKEN },
      options,
    )
    await fuzzJsonPost(
      app,
      `${API}/account/passkey-sign-ins`,
      { response: assertion },
      options,
    )
    console.info(`account sign-in writes: ${tally}`)
    expect(tally.counts.get(202) ?? 0).toBeGreaterThan(0)
    expect(tally.counts.get(400) ?? 0).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT * 2,
)

test(
  'A signed-in developer’s writes answer any input under 500 with the envelope; a refused one changes nothing of the account',
  async () => {
    const { app, db } = await buildFuzzApp()
    const session = await signInAccount(db)
    const tally = new StatusTally()
    const stateOf = async () =>
      JSON.stringify([
        await db
          .selectFrom('developer_accounts')
          .selectAll()
          .where('id', '=', session.account.id)
          .execute(),
        await db
          .selectFrom('account_passkeys')
          .select(['credential_id', 'name'])
          .where('account_id', '=', session.account.id)
          .orderBy('credential_id')
          .execute(),
        await db
          .selectFrom('account_claims')
          .selectAll()
          .where('account_id', '=', session.account.id)
          .orderBy('item_id')
          .execute(),
        await db
          .selectFrom('release_note_subscriptions')
          .select(['id', 'status'])
          .where('email_lower', '=', session.account.email.toLowerCase())
          .orderBy('id')
          .execute(),
      ])
    const onAnswer = await unchangedWhenRefused(stateOf)
    const options = {
      tally,
      numRuns: Math.ceil(FUZZ_RUNS / 8),
      cookie: accountCookieOnly(session).cookie,
      onAnswer,
    }
    await fuzzJsonPost(
      app,
      `${API}/account/profile`,
      { firstName: 'Grace', lastName: 'Hopper', organization: 'Navy' },
      { ...options, method: 'PUT' },
    )
    await fuzzJsonPost(
      app,
      `${API}/account/passkeys`,
      { name: 'Laptop', response: registration },
      options,
    )
    await fuzzJsonPost(
      app,
      mostlyTarget(
        `${API}/account/passkeys/abc`,
        pathSegment.map((id) => `${API}/account/passkeys/${id}`),
        4,
      ),
      { name: 'Laptop' },
      { ...options, method: 'PATCH' },
    )
    await fuzzJsonPost(
      app,
      `${API}/account/claims`,
      { kind: 'consumer', userId: crypto.randomUUID(), hash: 'abc' },
      options,
    )
    await fuzzJsonPost(
      app,
      `${API}/account/subscriptions`,
      { urlSlug: 'va-facilities' },
      options,
    )
    await fuzzJsonPost(
      app,
      `${API}/account/session/proofs`,
      { response: assertion },
      options,
    )
    await fuzzJsonPost(
      app,
      `${API}/account/passkeys/registration-options`,
      // The route reads no body; the arbitraries need a field to vary.
      { unread: true },
      options,
    )
    console.info(`account writes: ${tally}`)
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0)
    expect(tally.counts.get(400) ?? 0).toBeGreaterThan(0)
  },
  FUZZ_TIMEOUT * 4,
)

test(
  'The account’s reads and deletes answer any path, query and header under 500 with the envelope',
  async () => {
    const { app, db } = await buildFuzzApp()
    const session = await signInAccount(db)
    const tally = new StatusTally()
    const urls = [
      (query: string) => `${API}/account/session?${query}`,
      (query: string) => `${API}/account/items?${query}`,
      (query: string) => `${API}/account/passkeys?${query}`,
      (_query: string, segment: string) =>
        `${API}/account/subscriptions/${segment}`,
      (_query: string, segment: string) => `${API}/account/passkeys/${segment}`,
    ]
    await fc.assert(
      fc.asyncProperty(
        queryString,
        pathSegment,
        requestHeaders,
        fc.nat(urls.length - 1),
        fc.boolean(),
        async (query, segment, headers, pick, signedIn) => {
          const response = await injectSettled(app, {
            method: pick >= 3 ? 'DELETE' : 'GET',
            url: urls[pick]?.(query, segment) ?? '',
            headers: {
              ...headers,
              ...(signedIn ? session.headers : {}),
            },
          })
          expectSafeAnswer(response, tally)
        },
      ),
      FUZZ_PARAMETERS,
    )
    console.info(`account reads and deletes: ${tally}`)
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0)
    // The session those calls used is still there.
    const me = await app.inject({
      url: `${API}/account/session`,
      headers: session.headers,
    })
    expect(me.statusCode).toBe(200)
  },
  FUZZ_TIMEOUT,
)
