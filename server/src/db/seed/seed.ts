import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../client.ts'
import { SEED_DATA_DIR } from '../paths.ts'
import { seedCatalogue, type CatalogueSeedSources } from './catalogue-seed.ts'
import { seedDocs } from './docs-seed.ts'
import { seedTestUsers } from './test-users-seed.ts'
import { seedNews } from './news-seed.ts'

/** Bump when the seed data or its mapping changes: the next start re-seeds (upserts). */
export const SEED_VERSION = 8

/** What a seed run wrote. */
export interface SeedResult {
  apis: number
  docVersions: number
  testUsers: number
  /** Seeded specs whose API is not in the catalogue (skipped), by URL fragment. */
  specsWithoutApi: string[]
}

async function readJson<T>(dataDir: string, file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(dataDir, file), 'utf8')) as T
}

/** Loads every seed file into the database in one transaction per source; idempotent (upserts). */
export async function runSeed(
  db: Db,
  options: { apiPrefix: string; dataDir?: string },
): Promise<SeedResult> {
  const dataDir = options.dataDir ?? SEED_DATA_DIR
  const sources: CatalogueSeedSources = {
    catalogue: await readJson(dataDir, 'catalogue.json'),
    additionalApis: await readJson(dataDir, 'additional-apis.json'),
    overviewContent: await readJson(dataDir, 'overview-page-content.json'),
  }
  const apis = await seedCatalogue(db, sources, options.apiPrefix)
  const docs = await seedDocs(
    db,
    await readJson(dataDir, 'doc-versions.json'),
    dataDir,
    await readJson(dataDir, 'spec-findings.json'),
  )
  const testUsers = await seedTestUsers(db, dataDir)
  await seedNews(db, await readJson(dataDir, 'news.json'))
  await db
    .insertInto('seed_state')
    .values({ id: 1, version: SEED_VERSION })
    .onConflict((oc) => oc.column('id').doUpdateSet({ version: SEED_VERSION }))
    .execute()
  return {
    apis,
    docVersions: docs.count,
    testUsers,
    specsWithoutApi: Object.entries(docs.outcomes)
      .filter(([, outcome]) => outcome === 'no-api')
      .map(([fragment]) => fragment),
  }
}

/** Seeds an empty database, or one seeded by an older version of the seed data. */
export async function seedIfOutdated(
  db: Db,
  options: { apiPrefix: string },
): Promise<SeedResult | null> {
  const state = await db
    .selectFrom('seed_state')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst()
  return state && state.version >= SEED_VERSION ? null : runSeed(db, options)
}
