import http from 'node:http'
import { randomInt } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { openDatabase } from '../src/db/client.ts'
import {
  CSRF_HEADERS,
  spawnBuiltServer,
  type SpawnedServer,
} from './built-server.ts'
import { testDatabaseUrl } from './build-test-app.ts'
import { apiKeySignup, FACILITY } from './care-kit.ts'
import { startRoundRobinProxy } from './round-robin-proxy.ts'
import { startSmtpSink } from './smtp-sink.ts'
import { signInStaff } from './staff-kit.ts'
import { makeWebDist } from './web-dist.ts'

// R-OPS-ROLLING-RESTART: two instances on one PostgreSQL and one Redis (the test:pg pass of
// `.ci/run`) behind a round-robin proxy, under steady mixed traffic, restarted one after the other
// with SIGTERM: not one request fails, every acknowledged signup is stored, every gateway call
// answered is recorded, and every welcome email is sent exactly once.
const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A port free now, so that an instance restarted on it is found where the proxy looks. */
async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** What one request through the proxy answered: its status, or the error that ended it. */
interface Outcome {
  what: string
  status?: number
  error?: string
}

test.skipIf(!databaseUrl || !redisUrl)(
  'Two instances restarted one after the other behind a proxy, under mixed traffic: no request fails, no write or email is lost',
  { timeout: 180_000 },
  async () => {
    const sink = await startSmtpSink()
    onTestFinished(() => sink.close())
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-rolling-'))
    const url = await testDatabaseUrl()
    const env = {
      DATABASE_URL: url,
      REDIS_URL: redisUrl ?? '',
      SMTP_URL: sink.url,
      NODE_ENV: 'production',
      CREDENTIAL_HASH_SECRET: 'rolling-restart-credential-secret-0123456789',
      TEST_DATA_LINK_SECRET: 'rolling-restart-test-data-link-secret-0123',
      TRUST_PROXY: 'true',
      UPLOAD_DIR: path.join(dir, 'uploads'),
      WEB_DIST_DIR: await makeWebDist(),
      // The runbook's rule: longer than the proxy takes to see readiness fail (a check every
      // 250 ms, each up to 1 s on a loaded machine). Shorter, and a connection the proxy is
      // sending on when the listener closes is reset (1 s here failed 1 run of 3).
      SHUTDOWN_GRACE_MS: '3000',
      // The limits are not under test: one client address sends all of this.
      READ_RATE_LIMIT_PER_MINUTE: '100000',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      SANDBOX_RATE_LIMIT_PER_MINUTE: '100000',
    }
    const ports = [await freePort(), await freePort()]
    const start = (index: number) =>
      spawnBuiltServer({ ...env, PORT: String(ports[index]) }, 90_000)
    const instances: SpawnedServer[] = await Promise.all([start(0), start(1)])
    onTestFinished(() => {
      for (const instance of instances) instance.child.kill('SIGKILL')
    })
    const proxy = await startRoundRobinProxy(
      ports.map((port) => `http://127.0.0.1:${port}`),
      { checkEveryMs: 250 },
    )
    onTestFinished(() => proxy.close())
    await Promise.all([proxy.healthy(0), proxy.healthy(1)])

    // Clients keep their connections to the proxy alive, as browsers and SDKs do.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
    onTestFinished(() => agent.destroy())
    const send = (
      what: string,
      target: string,
      options: { method?: string; headers?: Record<string, string> } = {},
      body?: object,
    ) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const payload = body ? JSON.stringify(body) : undefined
        const request = http.request(`${proxy.origin}${target}`, {
          agent,
          method: options.method ?? 'GET',
          headers: {
            ...options.headers,
            ...(payload
              ? { 'content-length': String(Buffer.byteLength(payload)) }
              : {}),
          },
        })
        request.on('response', (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text }),
          )
          response.on('error', reject)
        })
        request.on('error', reject)
        request.end(payload)
      }).then(
        (answer) => answer,
        (error: NodeJS.ErrnoException) => {
          throw new Error(`${what}: ${error.code ?? error.message}`)
        },
      )

    let signupCount = 0
    const signUp = () => {
      signupCount += 1
      const email = `rolling-${Date.now()}-${randomInt(1e9)}-${signupCount}@example.org`
      return send(
        'signup',
        '/platform-backend/v0/consumers/applications',
        { method: 'POST', headers: CSRF_HEADERS },
        apiKeySignup(email),
      ).then((answer) => ({ ...answer, email }))
    }

    const first = await signUp()
    expect(first.status).toBe(201)
    const key = (JSON.parse(first.text) as { token: string }).token
    const acknowledged: string[] = [first.email]
    const database = await openDatabase({ databaseUrl: url, pglitePath: '' })
    onTestFinished(() => database.close())
    const staff = await signInStaff(database.db, { roles: ['reviewer'] })

    const outcomes: Outcome[] = []
    let running = true
    /** Sends one kind of request again and again, `pauseMs` apart, until the test says stop. */
    const loop = async (
      what: string,
      expected: number,
      once: () => Promise<{ status: number }>,
      pauseMs: number,
    ) => {
      while (running) {
        try {
          const { status } = await once()
          outcomes.push({ what, status })
          if (status !== expected)
            outcomes.push({ what, error: `answered ${status}` })
        } catch (error) {
          outcomes.push({ what, error: (error as Error).message })
        }
        await wait(pauseMs)
      }
    }
    // Several clients of each kind, so that requests are on the wire whenever an instance stops.
    const clients = (count: number, start: () => Promise<void>) =>
      Array.from({ length: count }, start)
    const traffic = Promise.all([
      ...clients(2, () =>
        loop('page', 200, () => send('page', '/explore'), 10),
      ),
      ...clients(2, () =>
        loop(
          'catalogue',
          200,
          () =>
            send(
              'catalogue',
              '/platform-backend/v0/providers/transformations/legacy.json',
            ),
          10,
        ),
      ),
      ...clients(3, () =>
        loop(
          'gateway',
          200,
          () => send('gateway', FACILITY, { headers: { apikey: key } }),
          5,
        ),
      ),
      loop(
        'signup',
        201,
        async () => {
          const answer = await signUp()
          if (answer.status === 201) acknowledged.push(answer.email)
          return answer
        },
        50,
      ),
      loop(
        'console',
        200,
        () =>
          send('console', '/platform-backend/v0/console/overview', {
            headers: staff.headers,
          }),
        20,
      ),
    ])

    await wait(1_000)
    // The runbook's order: one instance at a time, the next once the restarted one is ready.
    for (const index of [0, 1]) {
      const instance = instances[index]
      if (!instance) throw new Error(`no instance ${index}`)
      instance.child.kill('SIGTERM')
      expect(await instance.exited, instance.output()).toBe(0)
      instances[index] = await start(index)
      await proxy.healthy(index)
      await wait(1_000)
    }
    running = false
    await traffic

    // What the proxy saw first: it names the instance and the error behind a 502.
    expect(proxy.record.failed).toEqual([])
    const failures = outcomes.filter((outcome) => outcome.error)
    expect(
      failures.map((outcome) => `${outcome.what}: ${outcome.error}`),
    ).toEqual([])
    // Every kind of traffic ran throughout, not only before the first restart.
    for (const what of ['page', 'catalogue', 'gateway', 'signup', 'console'])
      expect(
        outcomes.filter((outcome) => outcome.what === what).length,
        what,
      ).toBeGreaterThan(5)

    // Every signup answered 201 is stored, and every gateway call answered is recorded.
    const consumers = await database.db
      .selectFrom('consumers')
      .select('email')
      .where('email', 'in', acknowledged)
      .execute()
    expect(consumers.map((row) => row.email).sort()).toEqual(
      [...acknowledged].sort(),
    )
    const calls = outcomes.filter(
      (outcome) => outcome.what === 'gateway' && outcome.status === 200,
    ).length
    // Each instance writes its gateway calls within a second, in a batch: give the last one time.
    const recordedCalls = () =>
      database.db
        .selectFrom('gateway_requests')
        .innerJoin(
          'consumer_credentials',
          'consumer_credentials.id',
          'gateway_requests.credential_id',
        )
        .innerJoin(
          'consumers',
          'consumers.id',
          'consumer_credentials.consumer_id',
        )
        .where('consumers.email', '=', first.email)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count))
    const recordedBy = Date.now() + 5_000
    while ((await recordedCalls()) < calls && Date.now() < recordedBy)
      await wait(100)
    expect(await recordedCalls()).toBe(calls)

    // Every welcome email is sent once: wait for all, then give a second sending its chance.
    const welcomed = () =>
      sink.received
        .flatMap((mail) => mail.to)
        .filter((to) => acknowledged.includes(to))
    const deadline = Date.now() + 30_000
    while (welcomed().length < acknowledged.length && Date.now() < deadline)
      await wait(100)
    await wait(6_000)
    expect(welcomed().sort()).toEqual([...acknowledged].sort())
  },
)
