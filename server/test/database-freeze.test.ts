import { execFileSync } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { DATABASE_UNAVAILABLE } from '../src/plugins/error-handler.ts'
import { apiKeySignup } from './care-kit.ts'
import { CSRF_HEADERS, spawnBuiltServer } from './built-server.ts'

// R-OPS-DB-FREEZE, against a real PostgreSQL server that stops answering without closing a socket:
// its postmaster and every backend stopped with SIGSTOP (`$FREEZE_PG_CTL freeze`), later resumed
// with SIGCONT (`thaw`). `.ci/run` provides the cluster (its own); elsewhere the test is
// skipped. Requests must get 503 with Retry-After within 10 s, readiness must fail within 2 s.
const url = process.env.FREEZE_DATABASE_URL
const pgCtl = process.env.FREEZE_PG_CTL
const cluster = (action: 'freeze' | 'thaw') =>
  execFileSync('bash', ['-c', `${pgCtl} ${action}`], { stdio: 'ignore' })

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Answer {
  what: string
  status: number
  retryAfter: string | null
  body: unknown
  ms: number
}

test.skipIf(!url || !pgCtl)(
  'While PostgreSQL is frozen, requests get 503 with Retry-After within 10 s and readiness fails within 2 s; once it resumes, the portal answers again',
  { timeout: 180_000 },
  async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-freeze-'))
    const server = await spawnBuiltServer({
      DATABASE_URL: url ?? '',
      NODE_ENV: 'test',
      MAIL_DIR: path.join(dir, 'mail'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      EMAIL_RATE_LIMIT_PER_HOUR: '100000',
    })
    onTestFinished(() => {
      // Whatever happened, leave the cluster answering for the next test.
      cluster('thaw')
      server.child.kill('SIGKILL')
    })
    let counter = 0
    const call = async (
      what: 'contact' | 'signup' | 'ready',
    ): Promise<Answer> => {
      const email = `freeze-${Date.now()}-${(counter += 1)}@example.org`
      // Past 15 s the answer is too late anyway: the test fails on its time, not its own timeout.
      const signal = AbortSignal.timeout(15_000)
      const started = Date.now()
      const request =
        what === 'ready'
          ? fetch(`${server.origin}/platform-backend/v0/health/ready`, {
              signal,
            })
          : what === 'contact'
            ? fetch(
                `${server.origin}/platform-backend/v0/support/contact-us/requests`,
                {
                  method: 'POST',
                  headers: CSRF_HEADERS,
                  signal,
                  body: JSON.stringify({
                    type: 'DEFAULT',
                    firstName: 'Ada',
                    lastName: 'Lovelace',
                    email,
                    role: 'Developer',
                    description: 'Sent while the database was frozen.',
                  }),
                },
              )
            : fetch(
                `${server.origin}/platform-backend/v0/consumers/applications`,
                {
                  method: 'POST',
                  headers: CSRF_HEADERS,
                  signal,
                  body: JSON.stringify(apiKeySignup(email)),
                },
              )
      let response: Response
      let text: string
      try {
        response = await request
        text = await response.text()
      } catch {
        return { what, status: 0, retryAfter: null, body: null, ms: 15_000 }
      }
      return {
        what,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: text ? (JSON.parse(text) as unknown) : null,
        ms: Date.now() - started,
      }
    }
    // A wave: more writes than the pool has clients (10), so some wait to get one, and probes.
    const wave = () =>
      Promise.all([
        ...Array.from({ length: 12 }, () => call('contact')),
        ...Array.from({ length: 3 }, () => call('signup')),
        ...Array.from({ length: 3 }, () => call('ready')),
      ])

    // Warm: the pool holds open connections, which is where a frozen server hurts most.
    const warm = await wave()
    expect(warm.map((answer) => answer.status)).toEqual([
      ...Array<number>(12).fill(204),
      ...Array<number>(3).fill(201),
      ...Array<number>(3).fill(200),
    ])

    cluster('freeze')
    const frozenAt = Date.now()
    const first = wave()
    await wait(5_000)
    // A second wave meets the clients the first one left stuck.
    const second = wave()
    const answers = [...(await first), ...(await second)]
    const frozenFor = Date.now() - frozenAt
    cluster('thaw')

    for (const answer of answers) {
      const isProbe = answer.what === 'ready'
      expect(answer.ms, answer.what).toBeLessThan(isProbe ? 2_000 : 10_000)
      expect({ ...answer, ms: undefined }, answer.what).toEqual({
        what: answer.what,
        status: 503,
        // Readiness is for balancers, which poll anyway; requests are told when to try again.
        retryAfter: isProbe ? null : '5',
        body: isProbe
          ? { errors: ['Database unavailable'] }
          : { errors: [DATABASE_UNAVAILABLE] },
        ms: undefined,
      })
    }
    // The same process answers again, without a restart.
    const deadline = Date.now() + 30_000
    let after = await wave()
    while (
      !after.every((answer) => answer.status < 300) &&
      Date.now() < deadline
    ) {
      await wait(500)
      after = await wave()
    }
    expect(after.map((answer) => answer.status)).toEqual([
      ...Array<number>(12).fill(204),
      ...Array<number>(3).fill(201),
      ...Array<number>(3).fill(200),
    ])
    expect(server.child.exitCode).toBeNull()
    const slowest = (what: string) =>
      Math.max(...answers.filter((a) => a.what === what).map((a) => a.ms))
    console.info(
      `freeze: ${answers.length} requests during ${frozenFor} ms, all 503; slowest write ${Math.max(slowest('contact'), slowest('signup'))} ms, slowest readiness ${slowest('ready')} ms`,
    )
  },
)
