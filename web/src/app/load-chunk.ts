import { createElement, type ComponentType } from 'react'
import { lazyComponent } from '#web/lib/lazy-component.ts'

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

/** A page component that loads its chunk on first render, or before it with `preload`. */
export type LazyPage = ComponentType & {
  /** Loads the chunk now; resolves when the page can render without waiting (never rejects). */
  preload: () => Promise<void>
}

/**
 * A page component loaded through loadChunk on first render (React.lazy): the route table is
 * declarative, so the router itself stays out of the entry chunk (ADR 021, R-PERF-FIRST-LOAD). A chunk
 * that fails throws its ChunkLoadError to the route error boundary.
 *
 * A page preloaded before its first render (the landing page, whose chunk the page shell already
 * asked for) renders at once, without suspending: React holds a Suspense fallback for at least
 * 300 ms before it shows what resolved, a wait every landing paid once per nested page (ADR 021).
 * Which of the two a page is gets fixed at its first render, so it never remounts.
 */
export function lazyPage<M>(
  id: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyPage {
  let loaded: ComponentType | undefined
  let direct: boolean | undefined
  const load = async () => (loaded ??= pick(await loadChunk(id, importer)))
  const Lazy = lazyComponent(load)
  function Page() {
    direct ??= loaded !== undefined
    return createElement(direct && loaded ? loaded : Lazy)
  }
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined, // the page's first render loads it again and shows the failure
    )
  return Object.assign(Page, { preload })
}
