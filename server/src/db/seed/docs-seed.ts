import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Insertable } from 'kysely'
import type { Db } from '../client.ts'
import type { DocVersionsTable } from '../schema.ts'

/** One documented version in doc-versions.json: its spec is a file in seed-data/openapi/. */
interface SeedDocVersion {
  version: string
  status: 'Current Version' | 'Previous Version' | 'Draft Version'
  label: string
  file: string
  internalOnly?: boolean
}

/** Replaces the documented versions of every API named in `versions`, in one transaction. */
export async function seedDocs(
  db: Db,
  versions: Record<string, SeedDocVersion[]>,
  dataDir: string,
): Promise<number> {
  const rows: Insertable<DocVersionsTable>[] = []
  for (const [fragment, list] of Object.entries(versions)) {
    for (const [order, entry] of list.entries()) {
      rows.push({
        api_url_fragment: fragment,
        version: entry.version.toLowerCase(),
        status: entry.status,
        label: entry.label,
        internal_only: entry.internalOnly ?? false,
        spec_format: entry.file.endsWith('.yaml') ? 'yaml' : 'json',
        spec: await readFile(path.join(dataDir, 'openapi', entry.file), 'utf8'),
        sort_order: order,
      })
    }
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('doc_versions')
      .where('api_url_fragment', 'in', Object.keys(versions))
      .execute()
    await trx.insertInto('doc_versions').values(rows).execute()
  })
  return rows.length
}
