import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../client.ts'

// Which API each department test-account file belongs to (file prefix → slug).
const FILE_SLUGS: Record<string, string> = {
  health: 'patient-health',
  community_care: 'community-care',
  clinical_health: 'clinical-health',
  benefits: 'benefits-claims',
  confirmation: 'veteran-confirmation',
  verification: 'veteran-verification',
  verification_service_history: 'veteran-service-history-and-eligibility',
  letter_generator: 'va-letter-generator',
  appeals_status: 'appeals',
  appealable_issues: 'appealable-issues',
  legacy_appeals: 'legacy-appeals',
  direct_deposit: 'direct-deposit-management',
  education_benefits: 'education-benefits',
}

interface SourceFile {
  title: string
  tables: {
    heading: string | null
    columns: string[]
    rows: Record<string, string>[]
  }[]
}

// Markdown leftovers of the source tables: emoji variation selectors, escapes, <br>.
function cleanCell(value: string): string | null {
  const text = value
    .replaceAll('\ufe0f', '')
    .replaceAll(/\\([<>*_])/g, '$1')
    .replaceAll(/\s*<br\s*\/?>\s*/gi, ', ')
    .trim()
  return text === 'null' || text === '' ? null : text
}

// Credentials are invented, never copied: derived from the row so a re-seed keeps them stable.
function inventCredentials(slug: string, table: number, id: string) {
  const derive = (purpose: string, length: number, alphabet: string) =>
    Array.from(
      createHash('sha256').update(`${slug}:${table}:${id}:${purpose}`).digest(),
      (byte) => alphabet[byte % alphabet.length],
    )
      .join('')
      .slice(0, length)
  const password = (purpose: string) =>
    derive(
      purpose,
      16,
      'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%',
    )
  const username = `va.api.user+${slug}-${id}@example.com`
  return {
    // Both identity providers ask for a one-time code after the password (R-OAUTH-SIGN-IN).
    idme: {
      username,
      password: password('idme'),
      seed: derive('idme-totp', 32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'),
    },
    logingov: {
      username,
      password: password('logingov'),
      seed: derive('totp', 32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'),
    },
  }
}

/** Replaces the test-user tables of every API with a source file, in one transaction. */
export async function seedTestUsers(db: Db, dataDir: string): Promise<number> {
  const folder = path.join(dataDir, 'test-users')
  const files = (await readdir(folder))
    .filter((file) => file.endsWith('_test_accounts.json'))
    .sort()
  const apis = await db
    .selectFrom('apis')
    .select(['url_slug', 'details'])
    .execute()
  const oauthSlugs = new Set(
    apis
      .filter((api) => (api.details as { oAuth?: boolean }).oAuth)
      .map((api) => api.url_slug),
  )
  const knownSlugs = new Set(apis.map((api) => api.url_slug))
  let rowCount = 0
  await db.transaction().execute(async (trx) => {
    // A publisher's test users (R-TEST-USERS-SEED) are no seed's to replace.
    await trx
      .deleteFrom('test_user_tables')
      .where('managed_in_console', '=', false)
      .execute()
    for (const file of files) {
      const slug = FILE_SLUGS[file.replace(/_test_accounts\.json$/, '')]
      if (!slug || !knownSlugs.has(slug)) continue
      const source = JSON.parse(
        await readFile(path.join(folder, file), 'utf8'),
      ) as SourceFile
      for (const [position, table] of source.tables.entries()) {
        const columns = table.columns.filter((column) => column !== 'Id')
        const withCredentials = oauthSlugs.has(slug)
        const { id } = await trx
          .insertInto('test_user_tables')
          .values({
            api_url_slug: slug,
            position,
            name: table.heading ?? 'Test accounts',
            description: source.title,
            with_credentials: withCredentials,
            columns,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const rows = table.rows.map((row, index) => {
          const rowId = cleanCell(row.Id ?? '') ?? String(index + 1)
          const data = Object.fromEntries([
            ['id', rowId],
            ...columns.map((column) => [column, cleanCell(row[column] ?? '')]),
          ])
          return {
            table_id: id,
            position: index,
            data: JSON.stringify(data),
            credentials: withCredentials
              ? JSON.stringify(inventCredentials(slug, position, rowId))
              : null,
          }
        })
        if (rows.length > 0)
          await trx.insertInto('test_user_rows').values(rows).execute()
        rowCount += rows.length
      }
    }
  })
  return rowCount
}
