import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../client.ts'
import {
  createPublishingService,
  createPublishingStore,
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

/**
 * Seeds every API's documented versions (R-SPEC-SEED): the current one through the publishing
 * service the console uses (validated, linted, recorded as a publication; never over a
 * publisher's), the others (a YAML twin, an older version) as they are beside it.
 */
export async function seedDocs(
  db: Db,
  versions: Record<string, SeedDocVersion[]>,
  dataDir: string,
): Promise<{ count: number; outcomes: Record<string, SeedPublication> }> {
  const store = createPublishingStore(db)
  const publishing = createPublishingService({
    store,
    now: Date.now,
    // The seed runs before any instance serves: no cache to tell.
    specsChanged: () => {},
    // The seed writes no release note, so there is nothing to announce.
    announceReleaseNotes: async () => {},
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
