import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { ColumnType, JSONColumnType, Kysely } from 'kysely'
import type { Db } from './client.ts'

// oidc-provider keeps its models (sessions, interactions, codes, tokens, grants) through an
// adapter. Two tables hold them: `oidc_payloads` for the sandbox's authorization servers, one
// row set per server path (migration 010), and `dev_identity_payloads` for the embedded
// development identity provider (migration 014). Their columns are the same but for `server`,
// so one store and one adapter serve both.

/** An oidc-provider model instance as it hands it to its adapter. */
export type OidcPayload = Record<string, unknown>

/** Where a provider's models live: a sandbox server's rows of `oidc_payloads`, or the dev IdP's table. */
export type OidcPayloadScope =
  | { table: 'oidc_payloads'; server: string }
  | { table: 'dev_identity_payloads' }

/** The columns both tables share; `server` exists in `oidc_payloads` only and is used only there. */
interface PayloadsTable {
  server: ColumnType<string, string | undefined, never>
  model: string
  id: string
  payload: JSONColumnType<OidcPayload>
  grant_id: string | null
  uid: string | null
  expires_at: Date | null
  consumed_at: Date | null
}

/**
 * Both tables seen as one: the queries name the real table at run time (`scope.table`); the type
 * is the columns they share.
 */
const payloadTables = (db: Db) =>
  db as unknown as Kysely<{ payloads: PayloadsTable }>

/** What the store tells others of. */
export interface OidcPayloadHooks {
  /** Called once a model instance is deleted, with its model's name. */
  onDestroyed?: (model: string) => void
  /** Called once a grant's models are deleted. */
  onGrantRevoked?: () => void
}

/** One provider's models: what its adapter reads and writes. */
export function createOidcPayloadStore(
  db: Db,
  scope: OidcPayloadScope,
  hooks: OidcPayloadHooks = {},
) {
  const tables = payloadTables(db)
  const table = scope.table as 'payloads'
  const server = scope.table === 'oidc_payloads' ? scope.server : undefined
  const isScoped = server !== undefined

  /** The model's rows that have not expired. */
  const live = (model: string) =>
    tables
      .selectFrom(table)
      .$if(isScoped, (select) => select.where('server', '=', server ?? ''))
      .where('model', '=', model)
      .where((eb) =>
        eb.or([
          eb('expires_at', 'is', null),
          eb('expires_at', '>', new Date()),
        ]),
      )

  const withConsumed = (
    row: { payload: OidcPayload; consumed_at: Date | null } | undefined,
  ) =>
    row && {
      ...row.payload,
      ...(row.consumed_at
        ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : {}),
    }

  return {
    live,

    upsert: async (
      model: string,
      id: string,
      payload: OidcPayload,
      expiresIn: number | undefined,
    ) => {
      const row = {
        ...(isScoped ? { server } : {}),
        model,
        id,
        payload: JSON.stringify(payload),
        grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      }
      await tables
        .insertInto(table)
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(isScoped ? ['server', 'model', 'id'] : ['model', 'id'])
            .doUpdateSet({
              payload: row.payload,
              grant_id: row.grant_id,
              uid: row.uid,
              expires_at: row.expires_at,
            }),
        )
        .execute()
    },

    find: async (model: string, id: string) =>
      withConsumed(
        await live(model)
          .select(['payload', 'consumed_at'])
          .where('id', '=', id)
          .executeTakeFirst(),
      ),

    findByUid: async (model: string, uid: string) =>
      withConsumed(
        await live(model)
          .select(['payload', 'consumed_at'])
          .where('uid', '=', uid)
          .executeTakeFirst(),
      ),

    consume: async (model: string, id: string) => {
      await tables
        .updateTable(table)
        .set({ consumed_at: new Date() })
        .$if(isScoped, (update) => update.where('server', '=', server ?? ''))
        .where('model', '=', model)
        .where('id', '=', id)
        .execute()
    },

    destroy: async (model: string, id: string) => {
      await tables
        .deleteFrom(table)
        .$if(isScoped, (remove) => remove.where('server', '=', server ?? ''))
        .where('model', '=', model)
        .where('id', '=', id)
        .execute()
      hooks.onDestroyed?.(model)
    },

    revokeByGrantId: async (grantId: string) => {
      await tables
        .deleteFrom(table)
        .$if(isScoped, (remove) => remove.where('server', '=', server ?? ''))
        .where('grant_id', '=', grantId)
        .execute()
      hooks.onGrantRevoked?.()
    },
  }
}

/** One provider's models. */
export type OidcPayloadStore = ReturnType<typeof createOidcPayloadStore>

/** Removes the expired rows of a table, every server's (sessions, codes, tokens, used ids). */
export async function purgeExpiredPayloads(
  db: Db,
  table: OidcPayloadScope['table'],
): Promise<void> {
  await payloadTables(db)
    .deleteFrom(table as 'payloads')
    .where('expires_at', '<', new Date())
    .execute()
}

/**
 * Whether an id oidc-provider asks about could be one it stored: ids it makes are short and
 * printable, while what a client sends as a token or code can be anything. A NUL byte in a query
 * makes PostgreSQL refuse it, and such an id names nothing anyway.
 */
function couldBeStored(id: string): boolean {
  return id.length > 0 && id.length <= 1024 && !id.includes('\u0000')
}

/**
 * An oidc-provider adapter over a payload store (R-OAUTH-STORE): every model in the database, so
 * restarts and every instance agree. With `findClient`, clients are not stored: it builds them
 * (the sandbox's, from the signup's credentials); without it, the provider's own static clients
 * are used.
 */
export function oidcPayloadAdapter(
  store: OidcPayloadStore,
  findClient?: (clientId: string) => Promise<AdapterPayload | undefined>,
): new (name: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      await store.upsert(this.name, id, { ...payload }, expiresIn)
    }

    async find(id: string) {
      if (!couldBeStored(id)) return undefined
      if (findClient && this.name === 'Client') return findClient(id)
      return (await store.find(this.name, id)) as AdapterPayload | undefined
    }

    // Device flow is off: there are no user codes.
    async findByUserCode() {
      return undefined
    }

    async findByUid(uid: string) {
      if (!couldBeStored(uid)) return undefined
      return (await store.findByUid(this.name, uid)) as
        AdapterPayload | undefined
    }

    async consume(id: string) {
      await store.consume(this.name, id)
    }

    async destroy(id: string) {
      await store.destroy(this.name, id)
    }

    async revokeByGrantId(grantId: string) {
      await store.revokeByGrantId(grantId)
    }
  }
}
