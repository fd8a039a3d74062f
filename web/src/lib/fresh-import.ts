// A lazy chunk that failed to load is imported again from a fresh address (R-WEB-CHUNK-RETRY).
// Browsers before whatwg/html#10327 (Debian's Chromium 150 among them) keep a failed module fetch
// in their module map: importing the same address again fails at once, without a request, so a
// visitor whose chunk failed once (a dropped connection) could not use that part of the page
// until a reload. The build (vite-plugins/fresh-chunk-imports.ts) turns every dynamic import of
// a chunk into a call of CHUNK_IMPORT, this module's importChunk, which imports the chunk at
// `?retry=N` after its N-th failure and keeps using the address that loaded. Static imports of
// a chunk that failed stay failed in such browsers; a reload clears them.

/** The global the built chunks call in place of `import(…)` (set below): as long as `import`. */
export const CHUNK_IMPORT = '_chunk'

/** Imports chunk addresses, each from a fresh address after a failure. */
export function createChunkImporter(
  importAddress: (address: string) => Promise<unknown>,
  base: string,
): (specifier: string) => Promise<unknown> {
  const failures = new Map<string, number>()
  return (specifier) => {
    const url = new URL(specifier, base).href
    const failed = failures.get(url) ?? 0
    const address = failed === 0 ? url : `${url}?retry=${failed}`
    return importAddress(address).catch((error: unknown) => {
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
