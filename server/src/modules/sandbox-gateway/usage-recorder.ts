import type { GatewayCallRecord } from './gateway-store.ts'

/** Keeps call records in memory and writes them in batches, so recording never delays an answer. */
export interface UsageRecorder {
  record: (row: GatewayCallRecord) => void
  /** Writes what is waiting now (tests, shutdown). */
  flush: () => Promise<void>
  /** Writes what is waiting and stops the timers. */
  stop: () => Promise<void>
}

interface RecorderOptions {
  write: (rows: GatewayCallRecord[]) => Promise<void>
  purge: (before: Date) => Promise<number>
  now: () => number
  onError: (error: unknown, what: string) => void
  /** How long records are kept (R-GATEWAY-USAGE-PURGE: 90 days). */
  retentionDays?: number
  flushEveryMs?: number
  purgeEveryMs?: number
  /** Records beyond this many waiting are dropped (the database is away): memory stays bounded. */
  maxWaiting?: number
}

const BATCH_SIZE = 500

/**
 * Records every gateway call (R-GATEWAY-USAGE): a batch is written every second, or at once when
 * it is full; rows older than the retention are purged hourly. A failed write keeps its rows for
 * the next try, up to `maxWaiting`.
 */
export function createUsageRecorder(options: RecorderOptions): UsageRecorder {
  const maxWaiting = options.maxWaiting ?? 50_000
  const retentionMs = (options.retentionDays ?? 90) * 86_400_000
  let waiting: GatewayCallRecord[] = []
  let writing: Promise<void> = Promise.resolve()

  const flush = (): Promise<void> => {
    writing = writing.then(async () => {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, BATCH_SIZE)
        try {
          await options.write(batch)
        } catch (error) {
          options.onError(error, 'could not record gateway calls')
          return
        }
        waiting = waiting.slice(batch.length)
      }
    })
    return writing
  }
  const purge = () => {
    options
      .purge(new Date(options.now() - retentionMs))
      .catch((error: unknown) =>
        options.onError(error, 'could not purge old gateway calls'),
      )
  }

  const flushTimer = setInterval(
    () => void flush(),
    options.flushEveryMs ?? 1000,
  )
  flushTimer.unref()
  const purgeTimer = setInterval(purge, options.purgeEveryMs ?? 3_600_000)
  purgeTimer.unref()

  return {
    record: (row) => {
      if (waiting.length >= maxWaiting) return
      waiting.push(row)
      if (waiting.length === BATCH_SIZE) void flush()
    },
    flush,
    stop: async () => {
      clearInterval(flushTimer)
      clearInterval(purgeTimer)
      await flush()
    },
  }
}
