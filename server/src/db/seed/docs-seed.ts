import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../client.ts'
import {
  createPublishingService,
  createPublishingStore,
  runSpecCheck,
  type RecordedFindings,
} from '../../modules/spec-publishing/index.ts'

/** One documented version in doc-versions.json: its spec is a file in seed-data/openapi/. */
interface SeedDocVersion {
  version: string
  status: 'Current Version' | 'Previous Version' | 'Draft Version'
  label: string
  file: string
  internalOnly?: boolean
}

/** What the docs seed did with each API's current document. */
export type SeedPublication = Awaited<
  ReturnType<ReturnType<typeof createPublishingService>['publishSeed']>
>

/** The findings of each current seed document, by file (`spec-findings.json`). */
export type SeedSpecFindings = Record<string, RecordedFindings>

/**
 * Seeds every API's documented versions (R-SPEC-SEED): the current one through the publishing
 * service the console uses (recorded as a publication; never over a publisher's), the others (a
 * YAML twin, an older version) as they are beside it. The current documents' validation and lint
 * findings come from `spec-findings.json` (R-SPEC-SEED-FINDINGS): checking the 12 documents took
 * most of the seed's time, which every test run, server start on an empty database and CI pays;
 * `seed-spec-findings.test.ts` keeps the file equal to what the checks find, and a document whose
 * text or auth types differ from its record is checked as any upload.
 */
export async function seedDocs(
  db: Db,
  versions: Record<string, SeedDocVersion[]>,
  dataDir: string,
  recordedFindings: SeedSpecFindings = {},
): Promise<{ count: number; outcomes: Record<string, SeedPublication> }> {
  const store = createPublishingStore(db)
  const publishing = createPublishingService({
    store,
    now: Date.now,
    // The seed runs before any instance serves: no cache to tell.
    specsChanged: () => {},
    // The seed writes no release note, so there is nothing to announce.
    announceReleaseNotes: async () => {},
    // The seed runs before the server listens (or in the CLI): nothing waits behind its checks,
    // so they run in-process rather than in a worker pool.
    runCheck: runSpecCheck,
  })
  const read = (file: string) =>
    readFile(path.join(dataDir, 'openapi', file), 'utf8')
  const outcomes: Record<string, SeedPublication> = {}
  let count = 0
  for (const [fragment, list] of Object.entries(versions)) {
    const current = list.find((entry) => entry.status === 'Current Version')
    if (current) {
      outcomes[fragment] = await publishing.publishSeed(
        fragment,
        await read(current.file),
        { version: current.version.toLowerCase(), label: current.label },
        recordedFindings[current.file],
      )
      count += 1
    }
    for (const [order, entry] of list.entries()) {
      if (entry === current) continue
      const spec = await read(entry.file)
      const row = {
        api_url_fragment: fragment,
        version: entry.version.toLowerCase(),
        status: entry.status,
        label: entry.label,
        internal_only: entry.internalOnly ?? false,
        spec_format: entry.file.endsWith('.yaml')
          ? ('yaml' as const)
          : ('json' as const),
        spec,
        sort_order: order + 1,
      }
      await db
        .insertInto('doc_versions')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['api_url_fragment', 'version']).doUpdateSet({
            status: row.status,
            label: row.label,
            internal_only: row.internal_only,
            spec_format: row.spec_format,
            spec: row.spec,
          }),
        )
        .execute()
      count += 1
    }
  }
  return { count, outcomes }
}
