// Spec publishing at scale (issue 29): a generated 1,000-operation OpenAPI document, validated,
// linted, diffed against its previous version and live at the sandbox gateway, through the real
// app in-process on a fresh PGlite database. Each step's seconds and the process's memory (peak
// RSS and heap while it ran). Run by bench/run.mjs through tsx (part `publishing`).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../server/src/app.ts'
import { openDatabase } from '../server/src/db/client.ts'
import { migrateToLatest } from '../server/src/db/migrate.ts'
import { runSeed } from '../server/src/db/seed/seed.ts'
import {
  diffDocuments,
  lintDocument,
  readDocument,
  validateDocument,
} from '../server/src/modules/spec-publishing/index.ts'
import {
  createStaffStore,
  STAFF_SESSION_COOKIE,
} from '../server/src/modules/staff-auth/index.ts'

const OPERATIONS = 1_000
const API = 'benefits-reference-data'
const SPECS = `/platform-backend/v0/console/apis/${API}/specs`
const GATEWAY = '/sandbox-api/services/benefits-reference-data/v1'

/**
 * 500 resources (by default), a GET and a POST each; version 2 drops ten, adds a required query
 * parameter to ten, rewords fifty.
 */
function generatedSpec(version: 1 | 2, operations = OPERATIONS) {
  const paths: Record<string, unknown> = {}
  const schemas: Record<string, unknown> = {}
  for (let n = 0; n < operations / 2; n += 1) {
    if (version === 2 && n < 5) continue
    const name = `Resource${n}`
    schemas[name] = {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        count: { type: 'integer' },
        tags: { type: 'array', items: { type: 'string' } },
      },
    }
    const answer = {
      description: 'The resource',
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${name}` },
          example: { id: `${n}`, name: `Resource ${n}`, count: n, tags: ['a'] },
        },
      },
    }
    paths[`/resources-${n}`] = {
      get: {
        operationId: `getResource${n}`,
        summary: `Resource ${n}`,
        description:
          version === 2 && n < 55
            ? `Resource ${n}, reworded.`
            : `Reads resource ${n}.`,
        tags: ['resources'],
        parameters:
          version === 2 && n >= 100 && n < 110
            ? [
                {
                  name: 'filter',
                  in: 'query',
                  required: true,
                  schema: { type: 'string' },
                },
              ]
            : [],
        responses: { '200': answer },
      },
      post: {
        operationId: `createResource${n}`,
        summary: `Create resource ${n}`,
        description: `Creates resource ${n}.`,
        tags: ['resources'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: `#/components/schemas/${name}` },
            },
          },
        },
        responses: { '201': answer },
      },
    }
  }
  return JSON.stringify({
    openapi: '3.0.3',
    info: {
      title: 'Generated',
      version: `${version}.0.0`,
      description: 'A generated document.',
      contact: { name: 'Bench', email: 'api@va.gov' },
    },
    servers: [
      { url: 'https://sandbox-api.va.gov/services/benefits-reference-data/v1' },
    ],
    tags: [{ name: 'resources', description: 'Resources' }],
    security: [{ apikey: [] }],
    components: {
      securitySchemes: {
        apikey: { type: 'apiKey', name: 'apikey', in: 'header' },
      },
      schemas,
    },
    paths,
  })
}

/** The size of the document checked while liveness is probed: under the 3 MB cap. */
const LARGE_DOCUMENT_BYTES = 2_500_000

/** A generated document of at least LARGE_DOCUMENT_BYTES: the same resources, more of them. */
function largeSpec() {
  const perOperation = Buffer.byteLength(generatedSpec(2)) / OPERATIONS
  let operations = Math.ceil(LARGE_DOCUMENT_BYTES / perOperation / 2) * 2
  let text = generatedSpec(2, operations)
  while (Buffer.byteLength(text) < LARGE_DOCUMENT_BYTES) {
    operations += 20
    text = generatedSpec(2, operations)
  }
  return text
}

/** The p-th percentile of `values` (nearest rank). */
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10

/**
 * Runs `step`, sampling memory every 10 ms: its seconds, the process's CPU seconds (user and
 * system; on a shared machine the wall clock mostly measures the other processes), and the peak
 * RSS and heap while it ran.
 */
async function measured<T>(step: () => Promise<T>) {
  let rss = process.memoryUsage().rss
  let heap = process.memoryUsage().heapUsed
  const sampler = setInterval(() => {
    const now = process.memoryUsage()
    rss = Math.max(rss, now.rss)
    heap = Math.max(heap, now.heapUsed)
  }, 10)
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  const result = await step()
  const seconds = Math.round((performance.now() - started) / 10) / 100
  const cpu = process.cpuUsage(cpuStarted)
  clearInterval(sampler)
  const end = process.memoryUsage()
  return {
    result,
    figures: {
      seconds,
      cpuSeconds: Math.round((cpu.user + cpu.system) / 10_000) / 100,
      peakRssMb: mb(Math.max(rss, end.rss)),
      peakHeapMb: mb(Math.max(heap, end.heapUsed)),
    },
  }
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-publishing-bench-'))
const database = await openDatabase({ pglitePath: dir })
try {
  const { db } = database
  await migrateToLatest(db)
  const seed = await measured(() =>
    runSeed(db, { apiPrefix: '/platform-backend' }),
  )
  const staffStore = createStaffStore(db)
  const publisher = await staffStore.insert(db, {
    email: 'bench-publisher@va.gov',
    name: 'Bench Publisher',
    roles: ['publisher'],
  })
  if (!publisher) throw new Error('no publisher')
  const { token } = await staffStore.createSession(
    db,
    publisher.id,
    Date.now(),
    {
      ip: '127.0.0.1',
      userAgent: 'bench',
    },
  )
  const app = await buildApp({
    db,
    webDistPath: null,
    secrets: { credentialHash: 'bench-hash', testDataLink: 'bench-link' },
    publicOrigin: 'http://127.0.0.1',
    rateLimits: { readPerMinute: 1_000_000_000 },
    sandboxPerMinute: 1_000_000_000,
    logger: process.env.BENCH_LOG ? { level: 'error' } : false,
  })
  const csrf = 'bench-csrf-token-0123456789abcdef'
  const headers = {
    cookie: `${STAFF_SESSION_COOKIE}=${token}; CSRF-TOKEN=${csrf}`,
    'x-csrf-token': csrf,
  }
  const signup = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/consumers/applications',
    headers: { cookie: `CSRF-TOKEN=${csrf}`, 'x-csrf-token': csrf },
    payload: {
      firstName: 'Bench',
      lastName: 'Mark',
      email: 'bench@example.org',
      organization: 'Bench',
      typeAndApi: 'apikey/benefitsReferenceData',
      apis: 'apikey/benefitsReferenceData',
      termsOfService: true,
    },
  })
  const key = signup.json<{ token: string }>().token

  const v1 = generatedSpec(1)
  const v2 = generatedSpec(2)
  const first = await app.inject({
    method: 'POST',
    url: SPECS,
    headers,
    payload: { document: v1, releaseNote: '### Bench\n\nFirst.' },
  })
  if (first.statusCode !== 201)
    throw new Error(`v1: ${first.statusCode} ${first.body}`)
  const warm = await app.inject({
    url: `${GATEWAY}/resources-0`,
    headers: { apikey: key },
  })
  if (warm.statusCode !== 200)
    throw new Error(`v1 at the gateway: ${warm.statusCode}`)

  // Liveness while a 2.5 MB document is checked (R-SPEC-POOL): a probe due every 10 ms until the
  // check answers, each timed from when it was due, not from when it could be sent: a blocked
  // event loop sends late, and the wait counts (no coordinated omission). On the event loop, a
  // check holds every probe until it is done; in the worker pool, the probes answer as usual.
  // Measured first: the steps below run the pipeline on this thread on purpose, and the garbage
  // they leave on its heap would time this thread's collector, not the check.
  const large = largeSpec()
  const probes: Promise<number>[] = []
  let checkedAt: number | null = null
  const largeCheck = app
    .inject({
      method: 'POST',
      url: `${SPECS}/check`,
      headers,
      payload: { document: large },
    })
    .finally(() => {
      checkedAt = performance.now()
    })
  const probing = performance.now()
  for (let n = 0; ; n += 1) {
    const due = probing + n * 10
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    if (checkedAt !== null && due > checkedAt) break
    probes.push(
      app.inject({ url: '/platform-backend/v0/health/live' }).then((probe) => {
        if (probe.statusCode !== 200)
          throw new Error(`liveness: ${probe.statusCode}`)
        return performance.now() - due
      }),
    )
  }
  const probeMs = await Promise.all(probes)
  const largeAnswer = await largeCheck
  if (largeAnswer.statusCode !== 200)
    throw new Error(
      `large check: ${largeAnswer.statusCode} ${largeAnswer.body}`,
    )

  // Each step alone, as the service runs it on version 2.
  const intake = await readDocument(v2)
  const before = (await readDocument(v1)).document
  const validate = await measured(() => validateDocument(intake.document))
  const lint = await measured(() =>
    lintDocument(intake.document, { apiKey: true, oauth: false }),
  )
  const diff = await measured(async () =>
    diffDocuments(before, intake.document),
  )

  // The whole check and the publication through the API, then the gateway's first answer from
  // version 2 (a removed operation is a 404; its spec table and engine rebuilt on that call).
  const check = await measured(() =>
    app.inject({
      method: 'POST',
      url: `${SPECS}/check`,
      headers,
      payload: { document: v2 },
    }),
  )
  const breaking = check.result.json<{
    breaking: boolean
    changes: unknown[]
  }>()
  const publish = await measured(() =>
    app.inject({
      method: 'POST',
      url: SPECS,
      headers,
      payload: {
        document: v2,
        releaseNote: '### Bench\n\nSecond.',
        confirmBreaking: true,
        version: 'v2',
        label: 'Version 2',
      },
    }),
  )
  if (publish.result.statusCode !== 201)
    throw new Error(`v2: ${publish.result.statusCode} ${publish.result.body}`)
  const live = await measured(() =>
    app.inject({ url: `${GATEWAY}/resources-0`, headers: { apikey: key } }),
  )
  if (live.result.statusCode !== 404)
    throw new Error(`v2 at the gateway: ${live.result.statusCode}`)
  const kept = await app.inject({
    url: `${GATEWAY}/resources-499`,
    headers: { apikey: key },
  })

  await app.close()
  console.log(
    JSON.stringify({
      operations: OPERATIONS,
      documentKilobytes: Math.round(Buffer.byteLength(v2) / 1024),
      changes: breaking.changes.length,
      breaking: breaking.breaking,
      seed: seed.figures,
      validate: validate.figures,
      lint: { ...lint.figures, findings: lint.result.length },
      diff: diff.figures,
      checkEndpoint: check.figures,
      publishEndpoint: publish.figures,
      firstGatewayAnswer: {
        ...live.figures,
        keptOperationStatus: kept.statusCode,
      },
      livenessDuringLargeCheck: {
        documentKilobytes: Math.round(Buffer.byteLength(large) / 1024),
        probes: probeMs.length,
        p99Ms: Math.round(percentile(probeMs, 99) * 10) / 10,
        maxMs: Math.round(Math.max(...probeMs) * 10) / 10,
      },
      publishToLiveSeconds:
        Math.round((publish.figures.seconds + live.figures.seconds) * 100) /
        100,
      publishToLiveCpuSeconds:
        Math.round(
          (publish.figures.cpuSeconds + live.figures.cpuSeconds) * 100,
        ) / 100,
    }),
  )
} finally {
  await database.close()
  await rm(dir, { recursive: true, force: true })
}
