import { randomInt } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { expect, onTestFinished, test } from 'vitest'
import { CSRF_HEADERS, spawnBuiltServer } from './built-server.ts'
import { startSmtpSink } from './smtp-sink.ts'

// R-OPS-TWO-INSTANCES: two server processes on one PostgreSQL and one Redis (the test:pg pass of
// `.ci/run`). Each email is sent exactly once, and the write limits are one count for both.
const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test.skipIf(!databaseUrl || !redisUrl)(
  'Two instances send every welcome email exactly once and share the write limit',
  { timeout: 120_000 },
  async () => {
    const sink = await startSmtpSink()
    onTestFinished(() => sink.close())
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-two-'))
    const env = {
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      SMTP_URL: sink.url,
      NODE_ENV: 'production',
      CREDENTIAL_HASH_SECRET: 'two-instances-credential-secret-0123456789',
      TEST_DATA_LINK_SECRET: 'two-instances-test-data-link-secret-012345',
      // The test speaks for one client address, as a proxy in front would report it.
      TRUST_PROXY: 'true',
      UPLOAD_DIR: path.join(dir, 'uploads'),
    }
    const [first, second] = await Promise.all([
      spawnBuiltServer(env),
      spawnBuiltServer(env),
    ])
    onTestFinished(() => {
      first.child.kill('SIGKILL')
      second.child.kill('SIGKILL')
    })
    // A fresh address per run, so counts left in Redis by an earlier run do not matter.
    const address = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`
    const emails: string[] = []
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) {
      const email = `two-${Date.now()}-${i}@example.org`
      const origin = (i % 2 ? second : first).origin
      const response = await fetch(
        `${origin}/platform-backend/v0/consumers/applications`,
        {
          method: 'POST',
          headers: { ...CSRF_HEADERS, 'x-forwarded-for': address },
          body: JSON.stringify({
            firstName: 'Ada',
            lastName: 'Lovelace',
            email,
            organization: 'Analytical Engines',
            typeAndApi: 'apikey/facilities',
            apis: 'apikey/facilities',
            termsOfService: true,
          }),
        },
      )
      statuses.push(response.status)
      if (response.status === 201) emails.push(email)
    }
    // Each instance saw five or six of them: only a shared count refuses the 11th.
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429])

    const deadline = Date.now() + 30_000
    const ours = () =>
      sink.received
        .flatMap((mail) => mail.to)
        .filter((to) => emails.includes(to))
    while (ours().length < emails.length && Date.now() < deadline)
      await wait(100)
    // Both workers had every chance to send a row twice.
    await wait(6_000)
    expect(ours().sort()).toEqual([...emails].sort())

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    onTestFinished(() => client.end())
    const { rows } = await client.query<{ status: string; attempts: number }>(
      'select status, attempts from email_outbox where recipient = any($1)',
      [emails],
    )
    expect(rows).toHaveLength(emails.length)
    expect(
      rows.every((row) => row.status === 'sent' && row.attempts === 1),
    ).toBe(true)
  },
)
