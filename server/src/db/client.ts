import { mkdir } from 'node:fs/promises'
import pg from 'pg'
import { Kysely, PostgresDialect } from 'kysely'
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

/** Where the database lives: a PostgreSQL server when `databaseUrl` is set, else a PGlite folder. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined
  pglitePath: string
  /** Where connection errors of idle clients and the listener go (they never crash the process). */
  onConnectionError?: ListenErrorLog
}

/**
 * Opens PostgreSQL through Kysely over a `pg.Pool` in both modes, so PGlite and a real server
 * share one driver, one set of result types and one error shape.
 */
export async function openDatabase(
  location: DatabaseLocation,
): Promise<OpenDatabase> {
  if (location.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: location.databaseUrl,
      max: 10,
      // While the server is away a request waits at most this long for a connection, then 503.
      connectionTimeoutMillis: 5_000,
    })
    const onError = location.onConnectionError ?? (() => undefined)
    // An idle client whose server went away emits 'error' on the pool; without a listener that
    // would end the process. The pool drops the client and connects anew on the next query.
    pool.on('error', onError)
    // Fail now with the real reason instead of on the first request.
    const client = await pool.connect()
    client.release()
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
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
