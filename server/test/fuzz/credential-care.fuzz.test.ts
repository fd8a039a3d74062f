import { expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testDataLinkHash } from '../../src/modules/sandbox-signup/index.ts'
import { TEST_SECRETS } from '../build-test-app.ts'
import {
  API,
  buildFuzzApp,
  expectRowsUnchanged,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzJsonPost,
  postRaw,
  snapshotRows,
  StatusTally,
} from './fuzz-kit.ts'

const CARE = `${API}/consumers/credentials`
const TABLES = ['consumers', 'consumer_applications', 'consumer_credentials']

async function signUp(app: FastifyInstance, fields: Record<string, unknown>) {
  const email = `care-fuzz-${Math.random().toString(36).slice(2, 10)}@example.org`
  const response = await postRaw(
    app,
    `${API}/consumers/applications`,
    JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      organization: 'Engines',
      termsOfService: true,
      ...fields,
    }),
  )
  expect(response.statusCode).toBe(201)
  const { userId } = response.json<{ userId: string }>()
  const hash = testDataLinkHash(TEST_SECRETS.testDataLink, {
    userId,
    email,
    linkVersion: 1,
  })
  const overview = await postRaw(app, CARE, JSON.stringify({ userId, hash }))
  const credentialId = overview.json<{
    applications: { credentials: { id: string }[] }[]
  }>().applications[0]?.credentials[0]?.id
  return { userId, hash, email, credentialId }
}

test(
  'Credential care answers any input under 500 with the envelope; nobody else’s rows change and no credential row is lost (R-INPUT-ENVELOPE, R-CARE-*)',
  async () => {
    const { app, db } = await buildFuzzApp()
    const bystander = await signUp(app, {
      typeAndApi: 'apikey/facilities',
      apis: 'apikey/facilities',
    })
    const target = await signUp(app, {
      typeAndApi: 'acg/claims',
      apis: 'acg/claims',
      oAuthApplicationType: 'web',
      oAuthRedirectURI: 'https://app.example.org/cb',
      attestationChecked: true,
    })
    const before = await snapshotRows(db, TABLES)
    const link = { userId: target.userId, hash: target.hash }
    const credential = { ...link, credentialId: target.credentialId }
    // Each endpoint gets a share of the runs; revoking links goes last (it ends the link).
    const endpoints: [string, Record<string, unknown>][] = [
      ['', link],
      ['/usage', credential],
      ['/rotate', { ...credential, overlap: '1h' }],
      ['/public-key', { ...credential, overlap: 'none', publicKey: '{}' }],
      [
        '/redirect-uris',
        { ...credential, redirectUris: ['https://app.example.org/cb'] },
      ],
      ['/new-link', { email: bystander.email }],
      ['/revoke', credential],
      ['/revoke-links', link],
    ]
    const tally = new StatusTally()
    for (const [path, body] of endpoints)
      await fuzzJsonPost(app, `${CARE}${path}`, body, { tally })
    expect(tally.total).toBe(FUZZ_RUNS * endpoints.length)
    console.info(`credential care: ${tally}`)

    const others = (rows: unknown[]) =>
      rows.filter((row) => {
        const record = row as { id: string; consumer_id?: string }
        return (record.consumer_id ?? record.id) !== target.userId
      })
    await expectRowsUnchanged(
      db,
      Object.fromEntries(
        Object.entries(before).map(([table, rows]) => [table, others(rows)]),
      ),
    )
    // The target's credential rows may be ended, never lost nor rewritten.
    const mine = (before.consumer_credentials ?? []).filter(
      (row) => (row as { consumer_id: string }).consumer_id === target.userId,
    ) as { id: string; secret_hmac: string; key_prefix: string }[]
    const after = await db
      .selectFrom('consumer_credentials')
      .select(['id', 'secret_hmac', 'key_prefix'])
      .where('consumer_id', '=', target.userId)
      .execute()
    for (const row of mine)
      expect(after).toContainEqual({
        id: row.id,
        secret_hmac: row.secret_hmac,
        key_prefix: row.key_prefix,
      })
  },
  FUZZ_TIMEOUT * 4,
)
