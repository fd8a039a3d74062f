import fc from 'fast-check'
import { expect, test } from 'vitest'
import { accountCookieOnly, signInAccount } from '../account-kit.ts'
import { addKeyApi, createApp, firstCredentialOf } from '../app-kit.ts'
import { requestBody } from '../review-kit.ts'
import { signUp } from '../care-kit.ts'
import {
  pathSegment,
  queryString,
  requestHeaders,
} from './fuzz-request-arbitraries.ts'
import {
  API,
  buildFuzzApp,
  expectRowsUnchanged,
  expectSafeAnswer,
  FUZZ_PARAMETERS,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  injectSettled,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'

const APPS = `${API}/account/apps`
// Another team's app and signups: nothing any fuzzed call sends may change them.
const BYSTANDER_TABLES = ['developer_apps', 'consumer_credentials']

async function setUp() {
  const { app, db } = await buildFuzzApp()
  const owner = await signInAccount(db)
  const bystander = await signInAccount(db)
  const target = await createApp(app, owner)
  await addKeyApi(app, owner, target.id)
  const credential = firstCredentialOf(
    (
      await app.inject({ url: `${APPS}/${target.id}`, headers: owner.headers })
    ).json(),
  )
  const theirs = await createApp(app, bystander, 'Bystander')
  const { userId: theirSignup } = await addKeyApi(app, bystander, theirs.id)
  const loose = await signUp(app, { email: owner.account.email })
  const ofBystander = (rows: unknown[]) =>
    rows.filter((row) => {
      const record = row as { team_id?: string; consumer_id?: string }
      return (
        record.team_id === bystander.teamId ||
        record.consumer_id === theirSignup
      )
    })
  const links = () =>
    db
      .selectFrom('developer_app_consumers')
      .select(['app_id', 'consumer_id', 'added_at'])
      .where('app_id', '=', theirs.id)
      .execute()
  const linksBefore = await links()
  const snapshot = async () =>
    Object.fromEntries(
      Object.entries(await snapshotRows(db, BYSTANDER_TABLES)).map(
        ([table, rows]) => [table, ofBystander(rows)],
      ),
    )
  const before = await snapshot()
  return {
    app,
    db,
    owner,
    target,
    credential,
    loose,
    theirs,
    cookie: accountCookieOnly(owner).cookie,
    expectBystanderUnchanged: async () => {
      await expectRowsUnchanged(db, before)
      expect(before.developer_apps).toHaveLength(1)
      expect(before.consumer_credentials).toHaveLength(1)
      expect(await links()).toEqual(linksBefore)
    },
  }
}

test(
  'The apps’ writes answer any body under 500 with the envelope, and another team’s app is never changed (R-INPUT-ENVELOPE, R-APP-*)',
  async () => {
    const context = await setUp()
    const { app, target, credential, cookie } = context
    const one = `${APPS}/${target.id}`
    const credentialPath = `${one}/credentials/${credential.id}`
    // Each endpoint gets its runs; those that store a signup or a request fewer (each success
    // writes rows and emails); revoke goes last (it ends the credential).
    const endpoints: [string, Record<string, unknown>, number][] = [
      [APPS, { name: 'Fuzzed app' }, FUZZ_RUNS],
      [
        `${one}/apis`,
        { typeAndApi: 'apikey/vaForms', termsOfService: true },
        Math.ceil(FUZZ_RUNS / 4),
      ],
      [`${one}/signups`, { consumerId: context.loose.userId }, FUZZ_RUNS],
      [
        `${credentialPath}/rotate`,
        { overlap: '24h' },
        Math.ceil(FUZZ_RUNS / 4),
      ],
      [
        `${credentialPath}/public-key`,
        { overlap: 'none', publicKey: '{}' },
        FUZZ_RUNS,
      ],
      [
        `${credentialPath}/redirect-uris`,
        { redirectUris: ['https://app.example.org/cb'] },
        FUZZ_RUNS,
      ],
      [`${one}/production-requests`, requestBody(), Math.ceil(FUZZ_RUNS / 4)],
      // The revoke reads no body: a field it does not know is what there is to mutate.
      [`${credentialPath}/revoke`, { reason: 'no longer used' }, FUZZ_RUNS],
    ]
    const tally = new StatusTally()
    for (const [url, body, numRuns] of endpoints)
      await fuzzJsonPost(app, url, body, { tally, cookie, numRuns })
    expect(tally.total).toBe(
      endpoints.reduce((sum, [, , numRuns]) => sum + numRuns, 0),
    )
    console.info(`apps writes: ${tally}`)
    await context.expectBystanderUnchanged()
  },
  FUZZ_TIMEOUT * 4,
)

test(
  'The apps’ reads and the delete answer any path and query under 500 with the envelope; another team’s app stays (R-INPUT-ENVELOPE, R-APP-ACCESS)',
  async () => {
    const context = await setUp()
    const { app, target, credential, theirs, owner } = context
    const ids = fc.oneof(
      pathSegment,
      fc.constantFrom(target.id, theirs.id, credential.id),
      fc.uuid(),
    )
    const routes: ((a: string, b: string, query: string) => string)[] = [
      (a, _b, query) => `${APPS}/${a}?${query}`,
      (a, _b, query) => `${APPS}/${a}/calls?${query}`,
      (a, b, query) => `${APPS}/${a}/calls/${b}?${query}`,
      (a, b, query) => `${APPS}/${a}/credentials/${b}/usage?${query}`,
      (a, _b, query) => `${APPS}/${a}/production-request-prefill?${query}`,
      (_a, _b, query) => `${APPS}/${target.id}/calls?${query}`,
    ]
    const tally = new StatusTally()
    await fc.assert(
      fc.asyncProperty(
        fc.nat(routes.length - 1),
        ids,
        ids,
        queryString,
        requestHeaders,
        fc.constantFrom('GET', 'GET', 'GET', 'DELETE'),
        async (choice, a, b, query, headers, method) => {
          // The delete only ever aims at other ids than the team's own app, so the reads go on.
          const url = routes[choice]?.(a, b, query) ?? APPS
          const isDelete = method === 'DELETE'
          const response = await injectSettled(app, {
            method: isDelete ? 'DELETE' : 'GET',
            url: isDelete ? `${APPS}/${a === target.id ? theirs.id : a}` : url,
            headers: { ...headers, ...owner.headers },
          })
          expectSafeAnswer(response, tally)
        },
      ),
      FUZZ_PARAMETERS,
    )
    expect(tally.total).toBe(FUZZ_RUNS)
    console.info(`apps reads: ${tally}`)
    await context.expectBystanderUnchanged()
  },
  FUZZ_TIMEOUT,
)
