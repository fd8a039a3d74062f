import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { LogoUploadStore } from './logo-upload-store.ts'

/** How long an upload may wait for the application that uses it (the form takes about 30 minutes). */
export const ORPHAN_LOGO_MAX_AGE_MS = 48 * 60 * 60 * 1000

const UPLOAD_ID = /^[0-9a-f-]{36}$/

/** Options of one sweep. */
export interface SweepOptions {
  /** The local storage folder: uploads are under `original/{uuid}/`. */
  dir: string
  /** Tells whether a stored request uses an upload. */
  store: LogoUploadStore
  now: number
  maxAgeMs?: number
}

// The newest change in an upload's folder: a folder is as old as its youngest file.
async function newestChange(folder: string): Promise<number> {
  const names = await readdir(folder)
  const times = await Promise.all(
    names.map(async (name) => (await stat(path.join(folder, name))).mtimeMs),
  )
  return Math.max((await stat(folder)).mtimeMs, ...times)
}

/**
 * Removes logos nobody uses: uploads older than the maximum age that no stored production request
 * names (deleted in the form, abandoned forms, interrupted uploads). Returns the removed upload ids.
 */
export async function sweepOrphanLogos(
  options: SweepOptions,
): Promise<string[]> {
  const root = path.join(options.dir, 'original')
  const maxAge = options.maxAgeMs ?? ORPHAN_LOGO_MAX_AGE_MS
  let ids: string[]
  try {
    ids = (await readdir(root)).filter((name) => UPLOAD_ID.test(name))
  } catch {
    return [] // Nothing was ever uploaded.
  }
  const removed: string[] = []
  for (const id of ids) {
    const folder = path.join(root, id)
    if (options.now - (await newestChange(folder)) < maxAge) continue
    // An upload is in use when a stored request names it as its icon or large logo.
    if (await options.store.isReferenced(id)) continue
    await rm(folder, { recursive: true, force: true })
    removed.push(id)
  }
  return removed
}

/** Sweeps once an hour (and once at start) until the returned function is called. */
export function startOrphanLogoSweeper(
  options: Omit<SweepOptions, 'now'> & { log?: FastifyBaseLogger },
  intervalMs = 60 * 60 * 1000,
): () => void {
  let running = false
  const sweep = () => {
    if (running) return
    running = true
    sweepOrphanLogos({ ...options, now: Date.now() })
      .then((removed) => {
        if (removed.length)
          options.log?.info({ removed }, 'logo uploads: removed unused files')
      })
      .catch((error: unknown) =>
        options.log?.error({ err: error }, 'logo uploads: sweep failed'),
      )
      .finally(() => {
        running = false
      })
  }
  sweep()
  const timer = setInterval(sweep, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
