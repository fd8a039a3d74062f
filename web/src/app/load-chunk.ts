import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** How long a route's script may take before the page gives up on it (R-WEB-CHUNK). */
export const CHUNK_TIMEOUT_MS = 120_000

/** A route chunk that did not load: named as the spec's error catalogue names it (R-WEB-CHUNK). */
export class ChunkLoadError extends Error {
  constructor(id: string, reason: string) {
    super(`Loading chunk ${id} failed.\n(${reason})`)
    this.name = 'ChunkLoadError'
  }
}

/** Imports a route chunk, failing with ChunkLoadError on an error or after the timeout. */
export function loadChunk<T>(
  id: string,
  importer: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(id, `timeout after ${timeoutMs} ms`))
    }, timeoutMs)
    importer().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(
          new ChunkLoadError(
            id,
            error instanceof Error ? error.message : String(error),
          ),
        )
      },
    )
  })
}

/**
 * A page component loaded through loadChunk on first render (React.lazy): the route table is
 * declarative, so the router itself stays out of the entry chunk (ADR 021, R-PERF-FIRST-LOAD). A chunk
 * that fails throws its ChunkLoadError to the route error boundary.
 */
export function lazyPage<M>(
  id: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await loadChunk(id, importer)) }))
}
