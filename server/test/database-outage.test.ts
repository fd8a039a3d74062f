import { execFileSync } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { expect, onTestFinished, test } from 'vitest'
import { DATABASE_UNAVAILABLE } from '../src/plugins/error-handler.ts'
import { CSRF_HEADERS, spawnBuiltServer } from './built-server.ts'

// R-OPS-DB-OUTAGE, against a real PostgreSQL server that the test stops and starts again.
// `.ci/run` provides a cluster of its own for this (OUTAGE_DATABASE_URL) and a command that
// stops or starts it (`$OUTAGE_PG_CTL stop|start`). Elsewhere the test is skipped.
const url = process.env.OUTAGE_DATABASE_URL
const pgCtl = process.env.OUTAGE_PG_CTL
const cluster = (action: 'stop' | 'start') =>
  execFileSync('bash', ['-c', `${pgCtl} ${action}`], { stdio: 'ignore' })

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Outcome {
  phase: 'before' | 'outage' | 'after'
  status: number
  body: unknown
  email?: string
}

test.skipIf(!url || !pgCtl)(
  'While PostgreSQL restarts, requests get 503 in the envelope, the portal reconnects by itself, and every 2xx submission is stored',
  { timeout: 120_000 },
  async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-outage-'))
    const server = await spawnBuiltServer({
      DATABASE_URL: url ?? '',
      NODE_ENV: 'test',
      MAIL_DIR: path.join(dir, 'mail'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      EMAIL_RATE_LIMIT_PER_HOUR: '100000',
    })
    onTestFinished(() => {
      server.child.kill('SIGKILL')
      // Whatever happened, leave the cluster running for the next run.
      try {
        cluster('start')
      } catch {
        // already running
      }
    })
    const outcomes: Outcome[] = []
    let phase: Outcome['phase'] = 'before'
    let counter = 0
    let running = true
    const traffic = (async () => {
      while (running) {
        const email = `outage-${Date.now()}-${(counter += 1)}@example.org`
        const submitted = await fetch(
          `${server.origin}/platform-backend/v0/support/contact-us/requests`,
          {
            method: 'POST',
            headers: CSRF_HEADERS,
            body: JSON.stringify({
              type: 'DEFAULT',
              firstName: 'Ada',
              lastName: 'Lovelace',
              email,
              role: 'Developer',
              description: 'Sent during a database restart.',
            }),
          },
        )
        outcomes.push({
          phase,
          email,
          status: submitted.status,
          body: submitted.status === 204 ? null : await submitted.json(),
        })
        const ready = await fetch(
          `${server.origin}/platform-backend/v0/health/ready`,
        )
        outcomes.push({ phase, status: ready.status, body: await ready.json() })
        const read = await fetch(
          `${server.origin}/platform-backend/v0/providers/transformations/legacy.json`,
        )
        outcomes.push({
          phase,
          status: read.status,
          body: read.status === 200 ? null : await read.json(),
        })
        await wait(50)
      }
    })()

    await wait(1_500)
    phase = 'outage'
    cluster('stop')
    await wait(3_000)
    cluster('start')
    phase = 'after'
    // Give the pool and the listener time to come back, then keep going a little.
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      const recent = outcomes.filter((o) => o.phase === 'after').slice(-9)
      if (recent.length === 9 && recent.every((o) => o.status < 300)) break
      await wait(200)
    }
    running = false
    await traffic

    // Never a 500; every 5xx is the 503 envelope.
    const fiveHundreds = outcomes.filter((o) => o.status >= 500)
    expect(fiveHundreds.length).toBeGreaterThan(0)
    for (const outcome of fiveHundreds) {
      expect(outcome.status).toBe(503)
      expect(outcome.body).toEqual(
        expect.objectContaining({ errors: expect.any(Array) }),
      )
    }
    expect(
      fiveHundreds.some(
        (o) =>
          JSON.stringify(o.body) ===
          JSON.stringify({ errors: [DATABASE_UNAVAILABLE] }),
      ),
    ).toBe(true)
    // The same process answers again without a restart.
    expect(server.child.exitCode).toBeNull()
    const after = outcomes.filter((o) => o.phase === 'after').slice(-9)
    expect(after.map((o) => o.status).every((status) => status < 300)).toBe(
      true,
    )
    // Every submission that got 204 is in the database.
    const accepted = outcomes
      .filter((o) => o.email && o.status === 204)
      .map((o) => o.email ?? '')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    onTestFinished(() => client.end())
    const { rows } = await client.query<{ email: string }>(
      'select email from support_requests where email = any($1)',
      [accepted],
    )
    expect(rows.map((row) => row.email).sort()).toEqual(accepted.sort())
    console.info(
      `outage: ${outcomes.length} requests, ${fiveHundreds.length} answered 503, ${accepted.length} submissions accepted and all stored`,
    )
  },
)
