import { randomInt, randomUUID } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { expect, onTestFinished, test } from 'vitest'
import { apiKeySignup } from './care-kit.ts'
import { CSRF_HEADERS } from './built-server.ts'
import { testDatabaseUrl } from './build-test-app.ts'
import { startSmtpSink } from './smtp-sink.ts'
import { millisUntil, spawnTwoBuiltServers } from './two-instances-kit.ts'
import { testDataLinkHash } from '../src/modules/sandbox-signup/index.ts'

// R-OPS-TWO-INSTANCES: two server processes on one PostgreSQL and one Redis (the test:pg pass of
// `.ci/run`). Each email is sent exactly once, the write limits are one count for both, and a
// revocation on one is refused by the other within a second.
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
      DATABASE_URL: await testDatabaseUrl(),
      REDIS_URL: redisUrl ?? '',
      SMTP_URL: sink.url,
      NODE_ENV: 'production',
      CREDENTIAL_HASH_SECRET: 'two-instances-credential-secret-0123456789',
      TEST_DATA_LINK_SECRET: 'two-instances-test-data-link-secret-012345',
      // The test speaks for one client address, as a proxy in front would report it.
      TRUST_PROXY: 'true',
      UPLOAD_DIR: path.join(dir, 'uploads'),
    }
    const [first, second] = await spawnTwoBuiltServers(env)
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
          body: JSON.stringify(apiKeySignup(email)),
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

    const client = new pg.Client({
      connectionString: await testDatabaseUrl(),
    })
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

// R-REVOKE-AT-ONCE across instances: a token revoked, or a key revoked in credential care, on one
// instance is refused by the other instance's gateway within a second, although the other had
// it in its cache (migration 011's and 013's NOTIFY).
test.skipIf(!databaseUrl || !redisUrl)(
  'A token or key revoked on one instance is refused by the other within a second',
  { timeout: 120_000 },
  async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-two-revoke-'))
    const credentialHash = 'two-instances-revocation-credential-secret'
    const linkSecret = 'two-instances-revocation-link-secret'
    const publicOrigin = 'http://portal.test'
    const env = {
      DATABASE_URL: await testDatabaseUrl(),
      REDIS_URL: redisUrl ?? '',
      NODE_ENV: 'production',
      CREDENTIAL_HASH_SECRET: credentialHash,
      TEST_DATA_LINK_SECRET: linkSecret,
      PUBLIC_ORIGIN: publicOrigin,
      TRUST_PROXY: 'true',
      UPLOAD_DIR: path.join(dir, 'uploads'),
      MAIL_DIR: path.join(dir, 'mail'),
    }
    const [first, second] = await spawnTwoBuiltServers(env)
    const address = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`
    const signUp = async (fields: Record<string, unknown>) => {
      const email = `two-revoke-${Date.now()}-${randomInt(1e9)}@example.org`
      const response = await fetch(
        `${first.origin}/platform-backend/v0/consumers/applications`,
        {
          method: 'POST',
          headers: { ...CSRF_HEADERS, 'x-forwarded-for': address },
          body: JSON.stringify({
            firstName: 'Ada',
            lastName: 'Lovelace',
            email,
            organization: 'Analytical Engines',
            termsOfService: true,
            ...fields,
          }),
        },
      )
      expect(response.status).toBe(201)
      return {
        email,
        ...((await response.json()) as {
          userId: string
          token: string | null
          ccgClientId: string | null
        }),
      }
    }

    // A CCG token, revoked at the first instance's revocation endpoint.
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    const ccg = await signUp({
      typeAndApi: 'ccg/health',
      apis: 'ccg/health',
      oAuthPublicKey: JSON.stringify(await exportJWK(publicKey)),
    })
    const clientId = ccg.ccgClientId ?? ''
    const server = '/sandbox-api/oauth2/health/system/v1'
    const assertion = async () => {
      const iat = Math.floor(Date.now() / 1000)
      return {
        client_assertion_type:
          'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: await new SignJWT({ jti: randomUUID() })
          .setProtectedHeader({ alg: 'RS256' })
          .setIssuer(clientId)
          .setSubject(clientId)
          .setAudience(`${publicOrigin}${server}/token`)
          .setIssuedAt(iat)
          .setExpirationTime(iat + 300)
          .sign(privateKey),
      }
    }
    // As the load balancer in front of both reports the public address (TRUST_PROXY).
    const form = {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-host': 'portal.test',
      'x-forwarded-proto': 'http',
    }
    const issued = await fetch(`${first.origin}${server}/token`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        scope: 'launch system/Condition.read',
        launch: Buffer.from('{"patient":"1012667145V762142"}').toString(
          'base64',
        ),
        ...(await assertion()),
      }),
    })
    expect(issued.status, await issued.clone().text()).toBe(200)
    const { access_token: accessToken } = (await issued.json()) as {
      access_token: string
    }
    const tokenStatus = async () =>
      (
        await fetch(
          `${second.origin}/sandbox-api/services/fhir/v0/r4/Condition?patient=1012667145V762142`,
          { headers: { authorization: `Bearer ${accessToken}` } },
        )
      ).status
    expect(await tokenStatus()).not.toBe(401) // in the second instance's cache now
    const revoked = await fetch(`${first.origin}${server}/revoke`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ token: accessToken, ...(await assertion()) }),
    })
    expect(revoked.status).toBe(200)
    const tokenMs = await millisUntil(
      async () => (await tokenStatus()) === 401,
      1000,
    )
    expect(tokenMs, 'the token on the other instance').not.toBeNull()

    // An API key, revoked in credential care on the first instance.
    const keyed = await signUp({
      typeAndApi: 'apikey/facilities',
      apis: 'apikey/facilities',
    })
    const keyStatus = async () =>
      (
        await fetch(
          `${second.origin}/sandbox-api/services/va_facilities/v0/facilities/vha_688`,
          { headers: { apikey: keyed.token ?? '' } },
        )
      ).status
    expect(await keyStatus()).toBe(200)
    const link = {
      userId: keyed.userId,
      hash: testDataLinkHash(linkSecret, {
        userId: keyed.userId,
        email: keyed.email,
        linkVersion: 1,
      }),
    }
    const care = (action: string, body: Record<string, unknown>) =>
      fetch(
        `${first.origin}/platform-backend/v0/consumers/credentials${action}`,
        {
          method: 'POST',
          headers: { ...CSRF_HEADERS, 'x-forwarded-for': address },
          body: JSON.stringify(body),
        },
      )
    const overview = (await (await care('', link)).json()) as {
      applications: { credentials: { id: string }[] }[]
    }
    const credentialId = overview.applications[0]?.credentials[0]?.id ?? ''
    expect((await care('/revoke', { ...link, credentialId })).status).toBe(204)
    const keyMs = await millisUntil(
      async () => (await keyStatus()) === 401,
      1000,
    )
    expect(keyMs, 'the key on the other instance').not.toBeNull()
    console.info(
      `refused on the other instance after ${tokenMs} ms (token) and ${keyMs} ms (key)`,
    )
  },
)
