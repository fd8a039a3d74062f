import { spawn, type ChildProcess } from 'node:child_process'
import { cp } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))

/** A spawned `node dist/server.js` (built by the global setup) and what it printed. */
export interface SpawnedServer {
  child: ChildProcess
  /** `http://127.0.0.1:PORT`, without the trailing slash. */
  origin: string
  output: () => string
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>
}

/**
 * Starts the built server on a free port with these settings and waits until it listens;
 * `script` (relative to `server/`) runs another entry, such as `npm start`'s.
 */
export async function spawnBuiltServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  script = 'dist/server.js',
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [script], {
    cwd: serverRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  )
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start in time:\n${text}`))
    }, timeoutMs)
    const look = () => {
      // The start line names the Node it runs on (R-OPS-NODE): this test's own.
      const match = /is running at (http:\/\/[^/\s]+)\/ on Node (\S+)\n/.exec(
        text,
      )
      if (match?.[1]) {
        clearTimeout(timer)
        if (match[2] === process.version) resolve(match[1])
        else reject(new Error(`server runs on Node ${match[2]}:\n${text}`))
      }
    }
    child.stdout?.on('data', look)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`server exited at start:\n${text}`))
    })
  })
  return { child, origin, output: () => text, exited }
}

/** Headers of a request that passes the CSRF double-submit check. */
export const CSRF_HEADERS = {
  'x-csrf-token': 'spawned-csrf-token-0123456789',
  cookie: 'CSRF-TOKEN=spawned-csrf-token-0123456789',
  'content-type': 'application/json',
}

/**
 * Copies the run's migrated, seeded PGlite template (the global setup's) to `pgliteDir`, for a
 * spawned server whose test is not about the first start: the server then finds nothing to migrate
 * or seed. A fresh folder is tested by the first-start tests (server-start, db-cli).
 */
export async function seededPgliteCopy(pgliteDir: string): Promise<string> {
  await cp(inject('pgliteTemplateDir'), pgliteDir, { recursive: true })
  return pgliteDir
}
