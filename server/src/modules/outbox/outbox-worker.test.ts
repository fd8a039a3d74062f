import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { openTestDatabase } from '../../../test/build-test-app.ts'
import { createFileMailer, readMailbox, type Mailer } from './mailer.ts'
import { createOutboxStore } from './outbox-store.ts'
import { processOutbox, startOutboxWorker } from './outbox-worker.ts'

// Against one shared PostgreSQL server (test:pg) other files leave welcome emails behind.
async function emptyOutbox(
  database: Awaited<ReturnType<typeof openTestDatabase>>,
) {
  await database.db.deleteFrom('email_outbox').execute()
}

const PAYLOAD = {
  firstName: 'Ada',
  apis: [
    { name: 'VA Facilities API', urlSlug: 'va-facilities', authType: 'apikey' },
  ],
  kongUsername: 'AdaLovelace1a2b3c',
  credentials: [{ kind: 'apikey', clientId: null, keyPrefix: 'AbCdEfGh' }],
  testDataUrl:
    'http://127.0.0.1:8080/explore/api/patient-health/test-users/id/hash',
}

test('The worker sends a due welcome email to the local mailbox and marks it sent', async () => {
  const database = await openTestDatabase()
  try {
    await emptyOutbox(database)
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-mail-'))
    await database.db
      .insertInto('email_outbox')
      .values({
        template: 'sandbox-welcome',
        recipient: 'ada@example.org',
        payload: JSON.stringify(PAYLOAD),
      })
      .execute()
    // The row's default due time has microseconds and a JavaScript Date only milliseconds:
    // right after the insert, "now" can read as just before it on a fast database.
    const result = await processOutbox({
      store: createOutboxStore(database.db),
      mailer: createFileMailer(dir),
      publicOrigin: 'http://127.0.0.1:8080',
      now: () => new Date(Date.now() + 1_000),
    })
    expect(result).toEqual({ sent: 1, failed: 0, claimed: 1 })
    const [mail] = await readMailbox(dir)
    expect(mail).toMatchObject({
      to: 'ada@example.org',
      subject: 'Welcome to the VA API Platform sandbox',
    })
    expect(mail?.text).toContain('API key starting with AbCdEfGh')
    expect(mail?.text).toContain(PAYLOAD.testDataUrl)
    const rows = await database.db
      .selectFrom('email_outbox')
      .select(['status', 'sent_at'])
      .execute()
    expect(rows.every((row) => row.status === 'sent' && row.sent_at)).toBe(true)
    expect(
      await processOutbox({
        store: createOutboxStore(database.db),
        mailer: createFileMailer(dir),
        publicOrigin: '',
      }),
    ).toEqual({ sent: 0, failed: 0, claimed: 0 })
  } finally {
    await database.close()
  }
})

test('A failed send is retried later with growing delays, then marked failed', async () => {
  const database = await openTestDatabase()
  try {
    await emptyOutbox(database)
    const failing: Mailer = {
      send: () => Promise.reject(new Error('SMTP down')),
    }
    const store = createOutboxStore(database.db)
    await database.db
      .insertInto('email_outbox')
      .values({
        template: 'sandbox-welcome',
        recipient: 'ada@example.org',
        payload: JSON.stringify(PAYLOAD),
      })
      .execute()
    let now = new Date(Date.now() + 1_000)
    const delays: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect(
        await processOutbox({
          store,
          mailer: failing,
          publicOrigin: '',
          now: () => now,
        }),
      ).toEqual({ sent: 0, failed: 1, claimed: 1 })
      const row = await database.db
        .selectFrom('email_outbox')
        .selectAll()
        .executeTakeFirstOrThrow()
      delays.push((row.next_attempt_at.getTime() - now.getTime()) / 60_000)
      now = new Date(row.next_attempt_at.getTime() + 1)
      if (row.status === 'failed') break
    }
    expect(delays.slice(0, 5)).toEqual([1, 5, 30, 120, 720])
    const row = await database.db
      .selectFrom('email_outbox')
      .selectAll()
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 6,
      last_error: 'SMTP down',
    })
  } finally {
    await database.close()
  }
})

test('A released worker gives back the rows it claimed but never handed to the mailer, and sends no more of them (R-OPS-OUTBOX-RELEASE)', async () => {
  const database = await openTestDatabase()
  try {
    await emptyOutbox(database)
    const recipients = Array.from(
      { length: 6 },
      (_, i) => `held-${i}@example.org`,
    )
    await database.db
      .insertInto('email_outbox')
      .values(
        recipients.map((recipient) => ({
          template: 'sandbox-welcome',
          recipient,
          payload: JSON.stringify(PAYLOAD),
        })),
      )
      .execute()
    // A mail server that takes each message and answers only when the test says so.
    const handedOver: string[] = []
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const hanging: Mailer = {
      send: async (message) => {
        handedOver.push(message.to)
        await answered
      },
    }
    const store = createOutboxStore(database.db)
    const later = () => new Date(Date.now() + 1_000)
    const worker = startOutboxWorker(
      { store, mailer: hanging, publicOrigin: '', now: later, concurrency: 2 },
      { intervalMs: 60_000 },
    )
    while (handedOver.length < 2) await new Promise((r) => setTimeout(r, 20))
    expect(await worker.release()).toBe(4)
    // The two in the mail server's hands may have gone out: they stay claimed.
    answer()
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-mail-'))
    expect(
      await processOutbox({
        store,
        mailer: createFileMailer(dir),
        publicOrigin: '',
        now: later,
      }),
    ).toEqual({ sent: 4, failed: 0, claimed: 4 })
    await worker.stop()
    const other = (await readMailbox(dir)).map((mail) => mail.to)
    expect(handedOver).toHaveLength(2)
    expect([...handedOver, ...other].sort()).toEqual([...recipients].sort())
  } finally {
    await database.close()
  }
})
