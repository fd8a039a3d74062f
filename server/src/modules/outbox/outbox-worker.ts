import type { FastifyBaseLogger } from 'fastify'
import type { Mailer } from './mailer.ts'
import type { OutboxStore } from './outbox-store.ts'
import { renderEmail } from './templates.ts'

/** What the outbox worker needs. */
export interface OutboxWorkerOptions {
  store: OutboxStore
  mailer: Mailer
  publicOrigin: string
  now?: () => Date
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>
  /** Rows claimed per pass, and how many of them are sent at once. */
  batchSize?: number
  concurrency?: number
}

const DEFAULT_BATCH = 50
const DEFAULT_CONCURRENCY = 10

/** Sends every due outbox row once; a failure is recorded for a later try, never thrown. */
export async function processOutbox(
  options: OutboxWorkerOptions,
): Promise<{ sent: number; failed: number; claimed: number }> {
  const now = options.now ?? (() => new Date())
  const rows = await options.store.claimDue(
    now(),
    options.batchSize ?? DEFAULT_BATCH,
  )
  let sent = 0
  let failed = 0
  const sendOne = async (row: (typeof rows)[number]) => {
    try {
      await options.mailer.send(
        renderEmail(
          row.template,
          row.recipient,
          row.payload,
          options.publicOrigin,
        ),
      )
      await options.store.markSent(row.id, now())
      sent += 1
    } catch (error) {
      failed += 1
      const message = error instanceof Error ? error.message : String(error)
      options.log?.error(
        { outboxId: row.id, err: message },
        'outbox: sending failed, will retry',
      )
      await options.store.markFailed(row.id, row.attempts, message, now())
    }
  }
  // A burst of signups is sent side by side, a few at a time, not one after another.
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY
  for (let start = 0; start < rows.length; start += concurrency)
    await Promise.all(rows.slice(start, start + concurrency).map(sendOne))
  return { sent, failed, claimed: rows.length }
}

/**
 * A running worker: `wake` starts a pass now; `stop` waits for the pass in progress, then sends
 * whatever else is due before it resolves.
 */
export interface OutboxWorker {
  wake: () => void
  stop: () => Promise<void>
}

/** Timing of the worker; tests shorten them. */
export interface OutboxSchedule {
  /** Fallback poll: catches retries that come due and wake-ups lost while the database was away. */
  intervalMs?: number
  /** Sent rows older than this are deleted, once an hour. */
  retentionDays?: number
  purgeEveryMs?: number
}

/**
 * Sends mail as soon as it is committed (`wake`, called on the database's NOTIFY, R-OPS-OUTBOX-WAKE),
 * and every `intervalMs` for retries. A wake during a pass runs another pass right after it; a full
 * batch runs the next at once, so a burst drains without waiting for the timer. Old sent rows are
 * purged hourly (R-OPS-OUTBOX-PURGE).
 */
export function startOutboxWorker(
  options: OutboxWorkerOptions,
  schedule: OutboxSchedule = {},
): OutboxWorker {
  const batch = options.batchSize ?? DEFAULT_BATCH
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  const loop = async () => {
    do {
      again = false
      const result = await processOutbox(options)
      if (result.claimed >= batch) again = true
    } while (again && !stopped)
  }
  const wake = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = loop()
      .catch((error: unknown) =>
        options.log?.error({ err: error }, 'outbox: worker pass failed'),
      )
      .finally(() => {
        running = undefined
      })
  }

  const retentionMs = (schedule.retentionDays ?? 30) * 24 * 3_600_000
  const purge = () => {
    const now = options.now ?? (() => new Date())
    options.store
      .purgeSent(new Date(now().getTime() - retentionMs))
      .then((count) => {
        if (count > 0) options.log?.info(`outbox: purged ${count} sent rows`)
      })
      .catch((error: unknown) =>
        options.log?.error({ err: error }, 'outbox: purge failed'),
      )
  }

  const timer = setInterval(wake, schedule.intervalMs ?? 5_000)
  const purgeTimer = setInterval(purge, schedule.purgeEveryMs ?? 3_600_000)
  timer.unref()
  purgeTimer.unref()
  wake()
  purge()
  return {
    wake,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      clearInterval(purgeTimer)
      await running
      // The last requests answered before a shutdown committed their mail just now: send it
      // before the process ends rather than leave it for whichever instance starts next
      // (R-OPS-SHUTDOWN). Rows that fail wait for their retry as usual.
      try {
        let result
        do result = await processOutbox(options)
        while (result.claimed >= batch)
      } catch (error) {
        options.log?.error({ err: error }, 'outbox: last pass failed')
      }
    },
  }
}
