// A lazy chunk that failed to load is imported again from a fresh address (R-WEB-CHUNK-RETRY).
// Browsers before whatwg/html#10327 (Debian's Chromium 150 among them) keep a failed module fetch
// in their module map: importing the same address again fails at once, without a request, so a
// visitor whose chunk failed once (a dropped connection) could not use that part of the page
// until a reload. The build (vite-plugins/fresh-chunk-imports.ts) turns every dynamic import of
// a chunk into a call of CHUNK_IMPORT, the importer below, which after a chunk's N-th failure
// imports it at `?retry=N` when its own address still fails. Static imports of a chunk that failed
// stay failed in such browsers; a reload clears them (ADR 030).

/** The global the built chunks call in place of `import(…)` (set below): as long as `import`. */
export const CHUNK_IMPORT = '_chunk'

/**
 * Imports chunks by their address relative to `base`. A chunk that failed is tried again at the
 * same address first (a browser that no longer keeps failures fetches it again, and it stays one
 * module), then at `?retry=N` (a browser that keeps them answers the first at once, without a
 * request). Whichever address loaded is used from then on, so the chunk is one module.
 */
export function createChunkImporter(
  importAddress: (address: string) => Promise<unknown>,
  base: string,
): (specifier: string) => Promise<unknown> {
  const failures = new Map<string, number>()
  const loadedFrom = new Map<string, string>()
  return (specifier) => {
    const url = new URL(specifier, base).href
    const loaded = loadedFrom.get(url)
    if (loaded) return importAddress(loaded)
    const failed = failures.get(url) ?? 0
    const from = (address: string) =>
      importAddress(address).then((module) => {
        loadedFrom.set(url, address)
        return module
      })
    const attempt =
      failed === 0
        ? from(url)
        : from(url).catch(() => from(`${url}?retry=${failed}`))
    return attempt.catch((error: unknown) => {
      failures.set(url, Math.max(failures.get(url) ?? 0, failed + 1))
      throw error
    })
  }
}

declare global {
  var _chunk: ((specifier: string) => Promise<unknown>) | undefined
}

/** Makes importChunk the global the built chunks call; main.tsx does this before anything runs. */
export function installChunkImporter(): void {
  // Every chunk sits beside this module in assets/ (the plugin checks), so a chunk's own
  // `./name.js` resolves against this module's address as it would against the chunk's.
  globalThis._chunk = createChunkImporter(
    (address) => import(/* @vite-ignore */ address),
    import.meta.url,
  )
}
