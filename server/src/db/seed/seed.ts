import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../client.ts'
import { SEED_DATA_DIR } from '../paths.ts'
import { seedCatalogue, type SeedCatalogue } from './catalogue-seed.ts'

/** What a seed run wrote. */
export interface SeedResult {
  apis: number
}

/** Loads every seed file into the database; idempotent (upserts keyed by slug). */
export async function runSeed(
  db: Db,
  options: { apiPrefix: string; dataDir?: string },
): Promise<SeedResult> {
  const dataDir = options.dataDir ?? SEED_DATA_DIR
  const catalogue = JSON.parse(
    await readFile(path.join(dataDir, 'catalogue.json'), 'utf8'),
  ) as SeedCatalogue
  const apis = await seedCatalogue(db, catalogue, options.apiPrefix)
  return { apis }
}

/** Seeds only a database whose catalogue is empty, so a restart never overwrites edits. */
export async function seedIfEmpty(
  db: Db,
  options: { apiPrefix: string },
): Promise<SeedResult | null> {
  const { count } = await db
    .selectFrom('apis')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count) === 0 ? runSeed(db, options) : null
}
