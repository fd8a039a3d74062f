import { mkdir } from 'node:fs/promises'
import pg from 'pg'
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely'
import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import type { Database } from './schema.ts'
import {
  pgliteListen,
  postgresListen,
  type Listen,
  type ListenErrorLog,
} from './listen.ts'

/** The typed query builder every store receives. */
export type Db = Kysely<Database>

/** How many clients the connection pool holds, how many are idle, how many callers wait. */
export interface PoolStats {
  total: number
  idle: number
  waiting: number
}

/** An open database and how to close it. */
export interface OpenDatabase {
  db: Db
  mode: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** The pool's counts now, for the metrics. */
  poolStats: () => PoolStats
  /** LISTEN for NOTIFY on a channel (the outbox worker's wake-up). */
  listen: Listen
}

function statsOf(pool: pg.Pool): () => PoolStats {
  return () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  })
}

/**
 * How long a caller waits on a PostgreSQL server (R-OPS-DB-FREEZE). A server that stops answering
 * without closing its sockets (frozen, overloaded, cut off) would otherwise hold a request for as
 * long as TCP lets it.
 */
export interface DatabaseTimeouts {
  /** To get a client: from the pool when all are busy, or a new connection. */
  connectMs: number
  /** The server cancels a statement itself after this long; the connection stays usable. */
  statementMs: number
  /** The client gives up on an answer after this long and drops the connection. */
  queryMs: number
}

/**
 * What requests get: a request waits at most `connectMs + queryMs` (9 s) before its 503, within
 * the 10 s a load balancer or a user waits. Migrations and the seed run without them.
 */
export const REQUEST_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 4_000,
  statementMs: 4_000,
  queryMs: 5_000,
}

/** node-postgres's words when `query_timeout` passes without an answer. */
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout'

/** Where the database lives: a PostgreSQL server when `databaseUrl` is set, else a PGlite folder. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined
  pglitePath: string
  /** Where connection errors of idle clients and the listener go (they never crash the process). */
  onConnectionError?: ListenErrorLog
  /** Limits on waiting for a PostgreSQL server; none when unset (PGlite runs in this process). */
  timeouts?: DatabaseTimeouts | undefined
}

/**
 * The pool as Kysely sees it, except that a client whose query timed out is dropped. node-postgres
 * answers the caller at `query_timeout` but leaves the connection waiting for the server's reply,
 * so whoever took that client next (the transaction's rollback, the next request) would queue
 * behind a query a frozen server never answers. `release(error)` is pg-pool's way to destroy a
 * client instead of pooling it.
 */
function dropTimedOutClients(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect()
      let timedOut: Error | undefined
      // A checked-out client whose connection drops reports it to its query too; without a
      // listener the same error, emitted on the client, would end the process.
      const ignore = () => undefined
      client.on('error', ignore)
      const query = async (text: string, values: readonly unknown[]) => {
        if (timedOut) throw timedOut
        try {
          return await client.query(text, [...values])
        } catch (error) {
          if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE)
            timedOut = error
          throw error
        }
      }
      const wrapped = {
        query,
        release: () => {
          client.off('error', ignore)
          client.release(timedOut)
        },
      }
      // Kysely's type also has a cursor overload, used only when the dialect is given a cursor
      // class; this one has none.
      return wrapped as unknown as PostgresPoolClient
    },
  }
}

/**
 * Opens PostgreSQL through Kysely over a `pg.Pool` in both modes, so PGlite and a real server
 * share one driver, one set of result types and one error shape.
 */
export async function openDatabase(
  location: DatabaseLocation,
): Promise<OpenDatabase> {
  if (location.databaseUrl) {
    const timeouts = location.timeouts
    const pool = new pg.Pool({
      connectionString: location.databaseUrl,
      max: 10,
      // While the server is away or frozen a request waits at most this long for a client, then
      // 503; without timeouts (migrations, the CLI, tests) connecting still gives up after 5 s.
      connectionTimeoutMillis: timeouts?.connectMs ?? 5_000,
      ...(timeouts && {
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.queryMs,
      }),
    })
    const onError = location.onConnectionError ?? (() => undefined)
    // An idle client whose server went away emits 'error' on the pool; without a listener that
    // would end the process. The pool drops the client and connects anew on the next query.
    pool.on('error', onError)
    // Fail now with the real reason instead of on the first request.
    const client = await pool.connect()
    client.release()
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: dropTimedOutClients(pool) }),
    })
    return {
      db,
      mode: 'postgres',
      close: () => db.destroy(),
      poolStats: statsOf(pool),
      listen: postgresListen(location.databaseUrl, onError),
    }
  }
  await mkdir(location.pglitePath, { recursive: true })
  const pglite = await PGlite.create(location.pglitePath)
  // PGlite is one connection: this pool has size 1 and queues callers.
  const pool = new pg.Pool(createPgConfig(pglite))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    mode: 'pglite',
    poolStats: statsOf(pool),
    listen: pgliteListen(pglite),
    close: async () => {
      await db.destroy()
      await pglite.close()
    },
  }
}
