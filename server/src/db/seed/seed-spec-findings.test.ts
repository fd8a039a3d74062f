import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { openTestDatabase } from '../../../test/build-test-app.ts'
import { referenceDataSpec, TEST_API } from '../../../test/spec-kit.ts'
import { SEED_DATA_DIR } from '../paths.ts'
import {
  createPublishingService,
  createPublishingStore,
  documentSha256,
  runSpecCheck,
  lintDocument,
  readDocument,
  sortFindings,
  validateDocument,
  type RecordedFindings,
} from '../../modules/spec-publishing/index.ts'
import type { SeedSpecFindings } from './docs-seed.ts'

const readData = (file: string) =>
  readFile(path.join(SEED_DATA_DIR, file), 'utf8')

/**
 * R-SPEC-SEED-FINDINGS: the seed publishes the current documents with the findings recorded in
 * `spec-findings.json` instead of checking them again; this test checks every one of them with
 * the standard validator and the department's Spectral ruleset, with its API's auth types, and
 * fails when the file says otherwise. After changing a seeded document or the ruleset, rewrite
 * the file with `npx vitest run src/db/seed/seed-spec-findings.test.ts -u` (in server/).
 */
test('The findings recorded for the seeded specs are what validating and linting them finds, and the seed stored them', async () => {
  const versions = JSON.parse(await readData('doc-versions.json')) as Record<
    string,
    { status: string; file: string }[]
  >
  const database = await openTestDatabase()
  try {
    const store = createPublishingStore(database.db)
    const checked: SeedSpecFindings = {}
    for (const [fragment, list] of Object.entries(versions)) {
      const current = list.find((entry) => entry.status === 'Current Version')
      if (!current) continue
      const api = await store.findApi(fragment, 'fragment')
      expect(api, `an API for ${fragment}`).toBeDefined()
      const text = await readData(path.join('openapi', current.file))
      const intake = await readDocument(text)
      const { document } = intake
      // As the service does: a converted Swagger 2.0 document's lines are not the upload's.
      const lines = intake.text === text ? text : undefined
      const auth = { apiKey: api!.apiKey, oauth: api!.oauth }
      const record: RecordedFindings = {
        sha256: documentSha256(text),
        auth,
        findings: sortFindings([
          ...(await validateDocument(document, lines)),
          ...(await lintDocument(document, auth, lines)),
        ]),
      }
      checked[current.file] = record
      const [published] = await store.publications(api!.id)
      expect(published?.published_by_email).toBeNull()
      const stored = await database.db
        .selectFrom('spec_publications')
        .select('findings')
        .where('id', '=', published!.id)
        .executeTakeFirstOrThrow()
      expect(stored.findings, current.file).toEqual(record.findings)
    }
    expect(Object.keys(checked)).toHaveLength(12)
    await expect(`${JSON.stringify(checked, null, 2)}\n`).toMatchFileSnapshot(
      path.join(SEED_DATA_DIR, 'spec-findings.json'),
    )
  } finally {
    await database.close()
  }
  // Checking the 12 documents is seconds of CPU, many more on a busy CI machine.
}, 120_000)

test('Recorded findings count only for the exact text and auth types they were recorded for', async () => {
  const database = await openTestDatabase()
  try {
    const store = createPublishingStore(database.db)
    const publishing = createPublishingService({
      store,
      now: Date.now,
      specsChanged: () => {},
      announceReleaseNotes: async () => {},
      runCheck: runSpecCheck,
    })
    const api = await store.findApi(TEST_API.fragment, 'fragment')
    const recorded = (text: string, apiKey = true): RecordedFindings => ({
      sha256: documentSha256(text),
      auth: { apiKey, oauth: false },
      findings: [
        {
          severity: 'warning',
          code: 'recorded',
          message: 'As recorded.',
          path: '',
        },
      ],
    })
    const storedFindings = async () => {
      const [latest] = await store.publications(api!.id)
      const { findings } = await database.db
        .selectFrom('spec_publications')
        .select('findings')
        .where('id', '=', latest!.id)
        .executeTakeFirstOrThrow()
      return findings as { code: string }[]
    }
    const storedCodes = async () =>
      (await storedFindings()).map((finding) => finding.code)
    const version = { version: 'v1', label: 'Version 1' }
    // Recorded for another text, or for OAuth: checked, so the document's real findings are stored.
    const first = JSON.stringify(referenceDataSpec({ plainHttp: true }))
    await publishing.publishSeed(TEST_API.fragment, first, version, {
      ...recorded(first),
      sha256: documentSha256(`${first} `),
    })
    expect(await storedCodes()).toContain('department-https-servers')
    expect(await storedCodes()).not.toContain('recorded')
    const second = JSON.stringify(referenceDataSpec({ withPageSize: true }))
    await publishing.publishSeed(
      TEST_API.fragment,
      second,
      version,
      recorded(second, false),
    )
    expect(await storedCodes()).not.toContain('recorded')
    // Recorded for exactly this text and auth: taken as they are.
    const third = JSON.stringify(referenceDataSpec())
    await publishing.publishSeed(
      TEST_API.fragment,
      third,
      version,
      recorded(third),
    )
    expect(await storedFindings()).toEqual(recorded(third).findings)
  } finally {
    await database.close()
  }
})
