import path from 'node:path'
import type { Plugin } from 'vite'
import { CHUNK_IMPORT } from '../src/lib/fresh-import.ts'

// Every dynamic import of one of our chunks in the built code, `import("./name-hash.js")`, becomes
// `_chunk("./name-hash.js")`: the global installed by src/lib/fresh-import.ts, which imports the
// chunk again from a fresh address after a failure (R-WEB-CHUNK-RETRY). The rewrite runs last,
// after Vite has filled in each import's preload list, on the final code. `_chunk` is exactly as
// long as `import`, so no offset moves and the source maps stay right.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The built code with each dynamic import of `files` (paths relative to it) calling CHUNK_IMPORT. */
export function rewriteChunkImports(
  code: string,
  fileName: string,
  files: readonly string[],
): string {
  // A binding of that name (not a property, as in `globalThis._chunk`) would hide the global.
  const clash = new RegExp(`(?<![\\w$.])${CHUNK_IMPORT}(?![\\w$])`).exec(code)
  if (clash)
    throw new Error(
      `${fileName} already uses the name ${CHUNK_IMPORT} (…${code.slice(clash.index - 40, clash.index + 40)}…); pick another for fresh-import.ts`,
    )
  let rewritten = code
  for (const file of files) {
    const relative = path.posix.relative(path.posix.dirname(fileName), file)
    if (relative.includes('/'))
      throw new Error(
        `${fileName} imports ${file} from another folder; fresh-import.ts resolves chunks beside it`,
      )
    const call = new RegExp(
      `\\bimport(\\(\\s*([\`'"])\\./${escape(relative)}\\2\\s*\\))`,
      'g',
    )
    let found = 0
    rewritten = rewritten.replace(call, (_, rest: string) => {
      found += 1
      return `${CHUNK_IMPORT}${rest}`
    })
    if (found === 0)
      throw new Error(
        `${fileName}: no import("./${relative}") found to make retryable`,
      )
  }
  return rewritten
}

/** Makes every lazy chunk load again from a fresh address after a failure (see above). */
export function freshChunkImports(): Plugin {
  return {
    name: 'portal:fresh-chunk-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.dynamicImports.length === 0)
            continue
          chunk.code = rewriteChunkImports(
            chunk.code,
            chunk.fileName,
            chunk.dynamicImports,
          )
        }
      },
    },
  }
}
