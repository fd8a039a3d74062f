import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { openDatabase, type DatabaseLocation } from '../src/db/client.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { runSeed } from '../src/db/seed/seed.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string
    /** A migrated, seeded PGlite folder in both passes, for the servers tests spawn on PGlite. */
    pgliteTemplateDir: string
    copiesDir: string
  }
}

/**
 * Builds the server bundle, then migrates and seeds once per run: a PGlite template folder that each test file copies, or the
 * PostgreSQL server named by DATABASE_URL (the `test:pg` pass).
 */
export default async function setup(project: TestProject) {
  // The tests that spawn the server (shutdown, outage, two instances, the db CLI) run the bundle
  // as production does, built from the source under test.
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'ignore',
  })
  const templateDir = await mkdtemp(path.join(os.tmpdir(), 'portal-template-'))
  // The test:pg pass also makes a PGlite template, beside the server's: the tests that spawn the
  // server on embedded PGlite (shutdown, start) copy it rather than migrate and seed a fresh
  // folder each (PGlite's initdb, the migrations and the seed: about 15 CPU seconds a spawn).
  const pgliteTemplateDir = process.env.DATABASE_URL
    ? await mkdtemp(path.join(os.tmpdir(), 'portal-pglite-template-'))
    : templateDir
  await Promise.all([
    migrateAndSeed({
      databaseUrl: process.env.DATABASE_URL,
      pglitePath: templateDir,
    }),
    ...(pgliteTemplateDir === templateDir
      ? []
      : [migrateAndSeed({ pglitePath: pgliteTemplateDir })]),
  ])
  const copiesDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-dbs-'))
  project.provide('templateDir', templateDir)
  project.provide('pgliteTemplateDir', pgliteTemplateDir)
  project.provide('copiesDir', copiesDir)
  return async () => {
    await rm(templateDir, { recursive: true, force: true })
    await rm(pgliteTemplateDir, { recursive: true, force: true })
    await rm(copiesDir, { recursive: true, force: true })
  }
}

async function migrateAndSeed(location: DatabaseLocation) {
  const database = await openDatabase(location)
  try {
    await migrateToLatest(database.db)
    await runSeed(database.db, { apiPrefix: '/platform-backend' })
  } finally {
    await database.close()
  }
}
