import { Piscina } from 'piscina'
import { HttpError } from '../../errors.ts'
import type {
  SpecCheckJob,
  SpecCheckOutcome,
  SpecCompareJob,
  SpecCompareOutcome,
} from './spec-check-worker.ts'

/** Runs a document's check: in the pool's workers for the app, in-process for the seed. */
export type RunSpecCheck = (job: SpecCheckJob) => Promise<SpecCheckOutcome>

/** Compares two stored versions in the pool's workers (R-COMPARE-SAME-DIFF). */
export type RunSpecCompare = (
  job: SpecCompareJob,
) => Promise<SpecCompareOutcome>

/** The pool's bounds (R-SPEC-POOL): `SPEC_CHECK_*` in the environment. */
export interface SpecCheckPoolOptions {
  /** Workers at most; none while idle. */
  threads: number
  /** Checks waiting for a worker at most; one more is answered 503 (R-SPEC-POOL-FULL). */
  queue: number
  /** A check's time from asking to its answer, at most. */
  timeLimitMs: number
  /** A worker's heap (V8's old generation), at most. */
  memoryMb: number
}

/** The bounds when none are given: as SPEC_CHECK_* default to in `env.ts`. */
const DEFAULT_SPEC_CHECK_POOL: SpecCheckPoolOptions = {
  threads: 1,
  queue: 4,
  timeLimitMs: 60_000,
  memoryMb: 1024,
}

/** The pool's answers when it cannot check a document (R-SPEC-POOL-FULL). */
const SPEC_POOL_MESSAGES = {
  busy: (queue: number) =>
    `The document checker is busy: ${queue === 1 ? 'a document is' : `${queue} documents are`} already waiting, the most it takes. Try again in a minute.`,
  tooLong: (seconds: number) =>
    `The document took longer than ${seconds} seconds to check, the most a check may take. Split it or make it smaller.`,
  unavailable:
    'The document checker could not start. Try again in a minute; if it happens again, tell the portal team.',
  tooMuchMemory: (megabytes: number) =>
    `The document needs more than ${megabytes} MB of memory to check, the most a check may use. Split it or make it smaller.`,
} as const

// The bundle (dist/server.js, dist/cli.js) has the worker beside it as dist/spec-check-worker.js
// (scripts/build.mjs); from source (tsx, vitest) it is the TypeScript file beside this one, which
// the worker reads with Node's type stripping, or tsx's loader when the process runs under tsx.
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts')
    ? './spec-check-worker.ts'
    : './spec-check-worker.js',
  import.meta.url,
).href

/** Why the jobs waiting were ended: their pool's worker failed to start. */
const WORKER_FAILED = new Error('The spec check worker failed to start')

const isQueueFull = (error: unknown) =>
  error instanceof Error && error.message === 'Task queue is at limit'
const isAborted = (error: unknown) =>
  error instanceof Error && error.name === 'AbortError'
const isOutOfMemory = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY'

/**
 * The worker pool that checks documents off the event loop (R-SPEC-POOL): piscina with its own
 * bounds (a queue, a heap per worker, an AbortSignal per job as its time limit) and no worker
 * while idle. A full queue is a 503; a check over its time or memory is a 413 naming the limit.
 * One per app; `close` ends its workers.
 */
export function createSpecCheckPool(
  options: Partial<SpecCheckPoolOptions> = {},
  /** Told of a worker that failed to start (the app logs it). */
  onWorkerError: (error: unknown) => void = () => undefined,
) {
  const bounds = { ...DEFAULT_SPEC_CHECK_POOL, ...options }
  const newPool = () =>
    new Piscina<
      SpecCheckJob | SpecCompareJob,
      SpecCheckOutcome | SpecCompareOutcome
    >({
      filename: WORKER_FILE,
      name: 'runSpecCheck',
      minThreads: 0,
      maxThreads: bounds.threads,
      maxQueue: bounds.queue,
      // A worker stays a while for the check's publication that usually follows, with Spectral
      // and its ruleset loaded; then it ends, and an idle instance holds none.
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: bounds.memoryMb },
    })

  // The jobs asked and not yet answered, each with the means to end it early.
  const waiting = new Set<AbortController>()

  // A worker that fails with no job of its own failed to start (piscina emits it on the pool,
  // and an 'error' nobody listens to would end the process). piscina then starts no other worker
  // for the jobs waiting, so they end now, answered 503, and the next job gets a new pool.
  const onPoolError = (error: unknown) => {
    onWorkerError(error)
    const failed = pool
    failed.off('error', onPoolError)
    pool = newPool()
    pool.on('error', onPoolError)
    for (const job of waiting) job.abort(WORKER_FAILED)
    void failed.destroy().catch(() => undefined)
  }
  let pool = newPool()
  pool.on('error', onPoolError)

  // piscina keeps a task that has an AbortSignal in a queue of its own, apart from the one
  // `maxQueue` bounds (piscina 5.3): every job here has one (its time limit), so the pool counts
  // its jobs itself: as many as the workers run, and `queue` more waiting.
  // One way in for every job, by the worker's function name: a compare waits and is bounded
  // like a check.
  const runTask = async <Job extends SpecCheckJob | SpecCompareJob>(
    name: 'runSpecCheck' | 'runSpecCompare',
    job: Job,
  ) => {
    if (waiting.size >= bounds.threads + bounds.queue)
      throw new HttpError(503, [SPEC_POOL_MESSAGES.busy(bounds.queue)])
    const ended = new AbortController()
    waiting.add(ended)
    const started = new Int32Array(new SharedArrayBuffer(4))
    try {
      return await pool.run(
        { ...job, started },
        {
          name,
          signal: AbortSignal.any([
            AbortSignal.timeout(bounds.timeLimitMs),
            ended.signal,
          ]),
        },
      )
    } catch (error) {
      if (ended.signal.aborted)
        throw new HttpError(503, [SPEC_POOL_MESSAGES.unavailable])
      // A job still waiting when its time is up never ran: the checker is busy, not the document
      // too big. piscina ends a running job's worker, so its work stops with its answer.
      if (isQueueFull(error) || (isAborted(error) && started[0] === 0))
        throw new HttpError(503, [SPEC_POOL_MESSAGES.busy(bounds.queue)])
      if (isAborted(error)) {
        const message = SPEC_POOL_MESSAGES.tooLong(bounds.timeLimitMs / 1000)
        throw new HttpError(413, [message], { document: [message] })
      }
      if (isOutOfMemory(error)) {
        const message = SPEC_POOL_MESSAGES.tooMuchMemory(bounds.memoryMb)
        throw new HttpError(413, [message], { document: [message] })
      }
      throw error
    } finally {
      waiting.delete(ended)
    }
  }

  const run: RunSpecCheck = async (job) =>
    (await runTask('runSpecCheck', job)) as SpecCheckOutcome
  const compare: RunSpecCompare = async (job) =>
    (await runTask('runSpecCompare', job)) as SpecCompareOutcome

  return {
    run,
    compare,
    /** Ends the workers; the app closes it once its requests in flight have answered. */
    close: () => pool.destroy(),
  }
}

/** The app's spec check pool. */
export type SpecCheckPool = ReturnType<typeof createSpecCheckPool>
