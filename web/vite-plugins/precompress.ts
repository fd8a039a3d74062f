import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const TEXT_FILE = /\.(js|css|html|svg|json|txt|xml)$/
// Zopfli's passes over a file: 15 is its default; the docs viewer's megabyte chunk takes 5, which
// keeps the build's compression under ten seconds for a few hundred bytes (ADR 021).
const ZOPFLI_ITERATIONS = 15
const ZOPFLI_LARGE_FILE_ITERATIONS = 5
const ZOPFLI_LARGE_FILE_BYTES = 512 * 1024

/**
 * A gzip stream made by Zopfli: any gzip decoder reads it, and it is 3 to 4 % smaller than
 * zlib's level 9 (the entry chunk: 104.3 → 100.8 kB), for browsers and proxies that take gzip
 * but not brotli (R-PERF-COMPRESS).
 */
async function zopfliGzip(body: Buffer): Promise<Buffer> {
  const numiterations =
    body.length > ZOPFLI_LARGE_FILE_BYTES
      ? ZOPFLI_LARGE_FILE_ITERATIONS
      : ZOPFLI_ITERATIONS
  return Buffer.from(await gzipAsync(body, { numiterations }))
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return (
    entries
      .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      // The manifest and bundle data under .vite/ are for the build's tools, never served.
      .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`))
  )
}

async function writeTwins(file: string): Promise<void> {
  const body = await readFile(file)
  const twins = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    zopfliGzip(body),
  ])
  // A twin no smaller than the file is left out: the server then sends the file itself.
  await Promise.all(
    (['.br', '.gz'] as const).map((extension, i) => {
      const twin = twins[i]
      return twin && twin.length < body.length
        ? writeFile(`${file}${extension}`, twin)
        : undefined
    }),
  )
}

/**
 * Writes a brotli (quality 11) and a gzip (Zopfli) twin beside every text file of the build, so
 * the server sends them as they are and never compresses a static file per request
 * (R-PERF-COMPRESS, ADR 021). Compressing once at build time affords the slowest, smallest levels.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => null))) return
      await Promise.all((await filesUnder(outDir)).map(writeTwins))
    },
  }
}
