import { isDeepStrictEqual } from 'node:util'
import {
  TEST_USER_AUDIT_ACTIONS,
  TEST_USER_COLUMNS,
  TEST_USER_MESSAGES as MESSAGES,
  parseIdentifiers,
  type ConsoleTestUser,
  type ConsoleTestUsers,
  type TestUserHistory,
  type TestUserInput,
} from '@portal/schema/console-test-users'
import type { Db } from '../../db/client.ts'
import { HttpError, NotFoundError } from '../../errors.ts'
import { recordAudit, type AuditEntry } from '../staff-auth/index.ts'
import type { TestUserRowData, TestUserStore } from './test-user-store.ts'

/** Who makes a change, and the audit row's who, where and request id. */
export interface TestUserActor {
  staff: { id: string; email: string }
  audit: Pick<AuditEntry, 'staff' | 'ip' | 'requestId'>
}

/** What the test-user service is built from. */
export interface TestUserServiceDeps {
  db: Db
  store: TestUserStore
  /** Tells this instance's sign-in and gateway of a committed change (the others hear NOTIFY). */
  testUsersChanged: () => void
}

type Credential = { username: string; password: string; seed: string }
type Api = NonNullable<Awaited<ReturnType<TestUserStore['findApi']>>>

const iso = (date: Date | string) => new Date(date).toISOString()
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A row of the console's table as the console shows it. */
function userOfRow(row: TestUserRowData): ConsoleTestUser {
  const credentials = (row.credentials ?? {}) as Partial<
    Record<'idme' | 'logingov', Credential>
  >
  const reserved = new Set<string>(['id', ...TEST_USER_COLUMNS])
  return {
    id: row.id,
    firstName: text(row.data['First Name']),
    lastName: text(row.data['Last Name']),
    email: text(row.data.Email),
    identifiers: Object.entries(row.data)
      .filter(([name]) => !reserved.has(name))
      .map(([name, value]) => `${name}: ${text(value)}`)
      .join('\n'),
    idmePassword: text(credentials.idme?.password),
    idmeSeed: text(credentials.idme?.seed),
    logingovPassword: text(credentials.logingov?.password),
    logingovSeed: text(credentials.logingov?.seed),
  }
}

/**
 * A test user as the test-data table stores it: the cells the page shows (its row id first, then
 * name, email and the API's identifiers) and the credentials the sign-in checks, per provider. The
 * email is the user name at both providers, as in the seeded tables.
 */
function rowOfUser(input: TestUserInput, rowId: string) {
  const parsed = parseIdentifiers(input.identifiers)
  const identifiers = 'identifiers' in parsed ? parsed.identifiers : []
  return {
    data: Object.fromEntries([
      ['id', rowId],
      ['First Name', input.firstName],
      ['Last Name', input.lastName],
      ['Email', input.email],
      ...identifiers.map(({ name, value }) => [name, value]),
    ]) as Record<string, unknown>,
    credentials: {
      idme: {
        username: input.email,
        password: input.idmePassword,
        seed: input.idmeSeed,
      },
      logingov: {
        username: input.email,
        password: input.logingovPassword,
        seed: input.logingovSeed,
      },
    },
  }
}

/** The table's columns: the fixed ones, then every identifier any user has, first seen first. */
function columnsOf(rows: Pick<TestUserRowData, 'data'>[]): string[] {
  const columns: string[] = [...TEST_USER_COLUMNS]
  for (const row of rows)
    for (const name of Object.keys(row.data))
      if (name !== 'id' && !columns.includes(name)) columns.push(name)
  return columns
}

const signsIn = (api: Api) => {
  const types = (api.details as { oAuthTypes?: unknown }).oAuthTypes
  return Array.isArray(types) && types.includes('AuthorizationCodeGrant')
}

/**
 * An API's sandbox test users in the console (R-TEST-USERS-*): add, change and remove one, each a
 * version with the whole list before and after and an audit row, in one transaction; the sign-in,
 * the gateway and the test data page use them from the next request on every instance.
 */
export function createTestUserService(deps: TestUserServiceDeps) {
  const { db, store } = deps

  async function apiOrThrow(executor: Db, id: string, lock = false) {
    const api = await store.findApi(executor, id, { lock })
    if (!api) throw new NotFoundError(MESSAGES.apiNotFound)
    return api
  }

  async function rowsOfApi(executor: Db, api: Api) {
    const table = await store.consoleTable(executor, api.url_slug)
    return {
      tableId: table?.id ?? null,
      rows: table ? await store.rowsOf(executor, table.id) : [],
    }
  }

  async function list(id: string): Promise<ConsoleTestUsers> {
    const api = await apiOrThrow(db, id)
    const { rows } = await rowsOfApi(db, api)
    return {
      apiId: api.id,
      apiName: api.name,
      urlSlug: api.url_slug,
      signsIn: signsIn(api),
      version: await store.latestVersion(db, api.id),
      users: rows.map(userOfRow),
    }
  }

  /** Refuses an email another test user of the API (seeded or not) already signs in with. */
  async function refuseTakenEmail(
    trx: Db,
    api: Api,
    email: string,
    exceptRowId: string | null,
  ) {
    const taken = (await store.userNames(trx, api.url_slug)).some(
      (name) =>
        name.rowId !== exceptRowId &&
        name.username.toLowerCase() === email.toLowerCase(),
    )
    if (taken)
      throw new HttpError(409, [MESSAGES.duplicateEmail], {
        email: [MESSAGES.duplicateEmail],
      })
  }

  /**
   * One change in one transaction, with the API row locked: `work` changes the rows; then the
   * table's columns follow them (the table goes with its last user), and the version and audit
   * row are written. After commit every instance forgets its test users.
   */
  async function change(
    id: string,
    actor: TestUserActor,
    action: 'added' | 'changed' | 'removed',
    work: (
      trx: Db,
      api: Api,
      table: { tableId: string | null; rows: TestUserRowData[] },
    ) => Promise<{ userId: string; before: unknown; after: unknown }>,
  ): Promise<ConsoleTestUsers> {
    await db.transaction().execute(async (trx) => {
      const api = await apiOrThrow(trx, id, true)
      const table = await rowsOfApi(trx, api)
      const beforeList = table.rows.map(userOfRow)
      const { userId, before, after } = await work(trx, api, table)
      const next = await rowsOfApi(trx, api)
      if (next.tableId !== null) {
        if (next.rows.length === 0) await store.deleteTable(trx, next.tableId)
        else await store.setColumns(trx, next.tableId, columnsOf(next.rows))
      }
      const latest = (await store.latestVersion(trx, api.id)) ?? 0
      await store.insertVersion(trx, {
        apiId: api.id,
        version: latest + 1,
        action,
        staff: actor.staff,
        before: beforeList,
        after: next.rows.map(userOfRow),
      })
      await recordAudit(trx, {
        ...actor.audit,
        action: TEST_USER_AUDIT_ACTIONS[action],
        entityType: 'api_test_user',
        entityId: `${api.id}/${userId}`,
        before,
        after,
      })
    })
    deps.testUsersChanged()
    return list(id)
  }

  const findRow = (rows: TestUserRowData[], userId: string) => {
    const row = rows.find((candidate) => candidate.id === userId)
    if (!row) throw new NotFoundError(MESSAGES.userNotFound)
    return row
  }

  return {
    list,

    /** Adds a test user at the end of the API's console table (made with its first user). */
    add: (id: string, input: TestUserInput, actor: TestUserActor) =>
      change(id, actor, 'added', async (trx, api, { tableId, rows }) => {
        await refuseTakenEmail(trx, api, input.email, null)
        const position = Math.max(-1, ...rows.map((row) => row.position)) + 1
        const row = rowOfUser(input, String(position + 1))
        const table =
          tableId ??
          (await store.insertTable(trx, api.url_slug, columnsOf([row])))
        const userId = await store.insertRow(trx, {
          tableId: table,
          position,
          ...row,
        })
        return {
          userId,
          before: null,
          after: userOfRow({ id: userId, position, ...row }),
        }
      }),

    /** Changes a test user in place: the same id, so a sign-in under way goes on. */
    edit: (
      id: string,
      userId: string,
      input: TestUserInput,
      actor: TestUserActor,
    ) =>
      change(id, actor, 'changed', async (trx, api, { rows }) => {
        const current = findRow(rows, userId)
        const row = rowOfUser(input, text(current.data.id))
        const before = userOfRow(current)
        const after = userOfRow({ ...current, ...row })
        if (isDeepStrictEqual(before, after))
          throw new HttpError(409, [MESSAGES.sameAsCurrent])
        await refuseTakenEmail(trx, api, input.email, userId)
        await store.updateRow(trx, userId, row)
        return { userId, before, after }
      }),

    /** Removes a test user: it no longer signs in, on any instance. */
    remove: (id: string, userId: string, actor: TestUserActor) =>
      change(id, actor, 'removed', async (trx, _api, { rows }) => {
        const current = findRow(rows, userId)
        await store.deleteRow(trx, userId)
        return { userId, before: userOfRow(current), after: null }
      }),

    async history(id: string): Promise<TestUserHistory> {
      const api = await apiOrThrow(db, id)
      const versions = await store.versions(api.id)
      return {
        apiId: api.id,
        apiName: api.name,
        versions: versions.map((version) => ({
          version: version.version,
          action: version.action,
          at: iso(version.at),
          staffEmail: version.staff_email,
          before: version.before as ConsoleTestUser[],
          after: version.after as ConsoleTestUser[],
        })),
      }
    },
  }
}

/** The console test-user service. */
export type TestUserService = ReturnType<typeof createTestUserService>
