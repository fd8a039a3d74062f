import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'

/** Calls `onNotify` for each NOTIFY on `channel`; the returned function stops listening. */
export type Listen = (
  channel: string,
  onNotify: () => void,
) => Promise<() => Promise<void>>

/** What the listener reports when its connection drops; it reconnects by itself. */
export type ListenErrorLog = (error: unknown) => void

const MAX_BACKOFF_MS = 30_000

/**
 * LISTEN on a PostgreSQL server through a connection of its own (a pooled one would be handed
 * back and lose the subscription). When the server goes away it reconnects with a growing delay,
 * so a restart of the database needs no restart of the portal; notifications sent while it was
 * away are lost, which is why the outbox worker also polls.
 */
export function postgresListen(
  connectionString: string,
  onError: ListenErrorLog,
): Listen {
  return async (channel, onNotify) => {
    let client: pg.Client | undefined
    let stopped = false
    let backoff = 500
    let retry: NodeJS.Timeout | undefined

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString })
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify()
      })
      next.on('error', (error) => {
        onError(error)
        reconnectLater(next)
      })
      next.on('end', () => reconnectLater(next))
      try {
        await next.connect()
        await next.query(`listen ${pg.escapeIdentifier(channel)}`)
        client = next
        backoff = 500
        // Whatever was committed while we were away is waiting: look now.
        onNotify()
      } catch (error) {
        onError(error)
        reconnectLater(next)
      }
    }
    const reconnectLater = (failed: pg.Client) => {
      if (stopped || retry || (client && client !== failed)) return
      client = undefined
      failed.end().catch(() => undefined)
      retry = setTimeout(() => {
        retry = undefined
        void connect()
      }, backoff)
      retry.unref()
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)
    }

    await connect()
    return async () => {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => undefined)
    }
  }
}

/** LISTEN on an embedded PGlite: one process, so notifications never drop. */
export function pgliteListen(pglite: PGlite): Listen {
  return async (channel, onNotify) => {
    const unsubscribe = await pglite.listen(channel, () => onNotify())
    return async () => {
      await unsubscribe()
    }
  }
}
