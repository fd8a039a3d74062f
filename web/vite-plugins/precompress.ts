import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const TEXT_FILE = /\.(js|css|html|svg|json|txt|xml)$/

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
    gzip(body, { level: 9 }),
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
 * Writes a brotli (quality 11) and a gzip (level 9) twin beside every text file of the build, so
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
