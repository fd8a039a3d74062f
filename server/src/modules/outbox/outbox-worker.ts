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
  log?: Pick<FastifyBaseLogger, 'error'>
}

/** Sends every due outbox row once; a failure is recorded for a later try, never thrown. */
export async function processOutbox(
  options: OutboxWorkerOptions,
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? (() => new Date())
  const rows = await options.store.claimDue(now())
  let sent = 0
  let failed = 0
  for (const row of rows) {
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
  return { sent, failed }
}

/** Runs the worker every `intervalMs` until stopped. */
export function startOutboxWorker(
  options: OutboxWorkerOptions,
  intervalMs = 5_000,
): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    processOutbox(options)
      .catch((error: unknown) =>
        options.log?.error({ err: error }, 'outbox: worker pass failed'),
      )
      .finally(() => {
        running = false
      })
  }, intervalMs)
  return () => clearInterval(timer)
}
