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

/**
 * The rows a pass has claimed and not yet handed to the mailer. Once `released`, the pass hands
 * over no more: its rows have been given back to the queue for another worker.
 */
interface Claims {
  unsent: Set<string>
  released: boolean
}

/** Sends every due outbox row once; a failure is recorded for a later try, never thrown. */
export async function processOutbox(
  options: OutboxWorkerOptions,
  claims: Claims = { unsent: new Set(), released: false },
): Promise<{ sent: number; failed: number; claimed: number }> {
  const now = options.now ?? (() => new Date())
  const rows = await options.store.claimDue(
    now(),
    options.batchSize ?? DEFAULT_BATCH,
  )
  // Claimed while the worker was giving its rows back: these go back too.
  if (claims.released) {
    await options.store.releaseClaims(
      rows.map((row) => row.id),
      now(),
    )
    return { sent: 0, failed: 0, claimed: rows.length }
  }
  for (const row of rows) claims.unsent.add(row.id)
  let sent = 0
  let failed = 0
  const sendOne = async (row: (typeof rows)[number]) => {
    if (claims.released) return
    claims.unsent.delete(row.id)
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
 * whatever else is due before it resolves; `release` is for a process that must exit before
 * that (R-OPS-OUTBOX-RELEASE): it gives back the rows claimed but not yet handed to the mailer,
 * hands over no more, and resolves with how many it gave back.
 */
export interface OutboxWorker {
  wake: () => void
  stop: () => Promise<void>
  release: () => Promise<number>
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
  const claims: Claims = { unsent: new Set(), released: false }

  const loop = async () => {
    do {
      again = false
      const result = await processOutbox(options, claims)
      if (result.claimed >= batch) again = true
    } while (again && !stopped)
  }
  const wake = () => {
    if (stopped || claims.released) return
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
        do result = await processOutbox(options, claims)
        while (result.claimed >= batch && !claims.released)
      } catch (error) {
        options.log?.error({ err: error }, 'outbox: last pass failed')
      }
    },
    release: async () => {
      // Flag and list are taken in one step: no send starts after the list is made. Rows already
      // in the mailer's hands stay claimed, since they may have gone out: sending one twice is
      // worse than sending it when its claim runs out.
      claims.released = true
      stopped = true
      clearInterval(timer)
      clearInterval(purgeTimer)
      const ids = [...claims.unsent]
      claims.unsent.clear()
      const now = options.now ?? (() => new Date())
      return options.store.releaseClaims(ids, now())
    },
  }
}
