import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './client.ts'
import { MIGRATIONS_DIR } from './paths.ts'

// Each NNN-name.sql file is one migration; a file may hold several statements.
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder))
      .filter((name) => name.endsWith('.sql'))
      .sort()
    const migrations: Record<string, Migration> = {}
    for (const file of files) {
      const text = await readFile(path.join(this.folder, file), 'utf8')
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          await sql.raw(text).execute(db)
        },
      }
    }
    return migrations
  }
}

/** Applies every pending migration in one transaction; returns the names applied. */
export async function migrateToLatest(
  db: Db,
  folder = MIGRATIONS_DIR,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new SqlFileMigrationProvider(folder),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find(
      (result) => result.status === 'Error',
    )?.migrationName
    throw new Error(`Migration ${failed ?? ''} failed: ${String(error)}`)
  }
  return (results ?? []).map((result) => result.migrationName)
}
