import { cp, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, inject, onTestFinished } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDeps } from '../src/app.ts'
import { openDatabase, type Db, type OpenDatabase } from '../src/db/client.ts'
import { localLogoStorage } from '../src/modules/logo-upload/index.ts'
import { createResponseContract } from './response-contract.ts'

/**
 * A database of its own: a copy of the migrated, seeded template, under a folder the global
 * teardown removes (or the PostgreSQL server of the test:pg pass).
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (process.env.DATABASE_URL) {
    return openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      pglitePath: '',
    })
  }
  const dir = await mkdtemp(path.join(inject('copiesDir'), 'db-'))
  await cp(inject('templateDir'), dir, { recursive: true })
  return openDatabase({ pglitePath: dir })
}

// Opening PGlite costs about a second, so the tests of one file share one copy unless a test
// asks for a fresh one. Vitest gives every test file its own module instance.
let sharedDatabase: Promise<OpenDatabase> | undefined

/** Fixed HMAC keys of the test apps. */
export const TEST_SECRETS = {
  credentialHash: 'test-credential-hash-secret',
  testDataLink: 'test-data-link-secret',
}

/** Options of a test app: the app's dependencies, and whether the test needs a database of its own. */
export interface TestAppOptions extends Partial<AppDeps> {
  freshDatabase?: boolean
}

/**
 * The real app over a real database; the app (and a fresh database) closes when the test ends.
 * Every answer it gives under the API prefix is checked against the OpenAPI document: the test
 * fails at its end if one is not declared there (R-PLATFORM-OPENAPI).
 */
export async function buildTestApp(
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; db: Db }> {
  const { freshDatabase = false, ...overrides } = options
  const database = freshDatabase
    ? await openTestDatabase()
    : await (sharedDatabase ??= openTestDatabase())
  const contract = createResponseContract(overrides.apiPrefix)
  const app = await buildApp({
    db: database.db,
    webDistPath: null,
    secrets: TEST_SECRETS,
    publicOrigin: 'http://127.0.0.1:8080',
    listen: database.listen,
    logoStorage: localLogoStorage(
      await mkdtemp(path.join(os.tmpdir(), 'portal-logos-')),
      TEST_SECRETS.credentialHash,
    ),
    inspect: contract.inspect,
    ...overrides,
  })
  contract.seal()
  onTestFinished(async () => {
    await app.close()
    if (freshDatabase) await database.close()
    expect(
      contract.violations,
      'answers the OpenAPI document declares',
    ).toEqual([])
  })
  return { app, db: database.db }
}

/** Headers of a request that passes the CSRF double-submit check. */
export function csrfHeaders(
  token = 'test-csrf-token-0123456789abcdef',
): Record<string, string> {
  return { 'x-csrf-token': token, cookie: `CSRF-TOKEN=${token}` }
}
