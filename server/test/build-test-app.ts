import { randomUUID } from 'node:crypto'
import { cp, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, inject, onTestFinished } from 'vitest'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp, type AppDeps } from '../src/app.ts'
import { openDatabase, type Db, type OpenDatabase } from '../src/db/client.ts'
import { localLogoStorage } from '../src/modules/logo-upload/index.ts'
import { createResponseContract } from './response-contract.ts'

// test:pg: this test file's own database on the PostgreSQL server, made once per file.
let fileDatabaseUrl: Promise<string> | undefined

/**
 * The test:pg pass's database of this test file: a copy (`CREATE DATABASE … TEMPLATE`) of the
 * migrated, seeded database DATABASE_URL names, so that no file sees another's rows, as on PGlite.
 * Every call in one file names the same database: two apps on it stand for two instances.
 */
export function testDatabaseUrl(): Promise<string> {
  const base = process.env.DATABASE_URL
  if (!base) throw new Error('testDatabaseUrl needs DATABASE_URL (test:pg)')
  fileDatabaseUrl ??= copyTemplateDatabase(base)
  return fileDatabaseUrl
}

async function copyTemplateDatabase(base: string): Promise<string> {
  const template = new URL(base)
  const name = `${template.pathname.slice(1)}_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const maintenance = new URL(base)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    // The template must have no session while it is copied: a server spawned by another file
    // could be connecting to its own copy's template for a moment, so try again a few times.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(
          `create database "${name}" template "${template.pathname.slice(1)}"`,
        )
        break
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006'
        if (!busy || attempt === 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  } finally {
    await client.end()
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * A database of its own: a copy of the migrated, seeded template, under a folder the global
 * teardown removes (or, in the test:pg pass, this file's copy on the PostgreSQL server).
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (process.env.DATABASE_URL) {
    return openDatabase({
      databaseUrl: await testDatabaseUrl(),
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
