// The built server (server/dist/server.js serving web/dist) on 127.0.0.1 over a fresh PGlite
// folder, as `npm start` runs it: what the bench measures is what a user would be sent.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

async function waitForHealth(url, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Server did not become healthy at ${url}`)
}

/** Starts the built server; `stop()` ends it and removes its database folder. */
export async function startBuiltServer(root, port, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))
  const server = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // As `npm start` runs it (scripts/start.mjs): local mode unless NODE_ENV says otherwise.
      NODE_ENV: process.env.NODE_ENV || 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      UPLOAD_DIR: `${dataDir}-uploads`,
      LOG_LEVEL: 'silent',
      ...extraEnv,
    },
  })
  const origin = `http://127.0.0.1:${port}`
  const exited = new Promise((resolve) => server.once('exit', resolve))
  await waitForHealth(`${origin}/platform-backend/v0/healthcheck`)
  return {
    origin,
    /** The server's process id: the gateway part reads its CPU time. */
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(`${dataDir}-uploads`, { recursive: true, force: true })
    },
  }
}
