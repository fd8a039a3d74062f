import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/** The icon a fake web build carries. */
export const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>'

/** The fake build's index.html and script, as the browser receives them once decoded. */
export const INDEX_HTML =
  '<!doctype html><title>VA API Platform</title><div id="root"></div>'
export const SCRIPT = 'console.log(1)'

// Each file with the brotli and gzip twins the real build writes beside it.
async function writeWithTwins(file: string, text: string): Promise<void> {
  await writeFile(file, text)
  await writeFile(`${file}.br`, brotliCompressSync(text))
  await writeFile(`${file}.gz`, gzipSync(text))
}

/** A small built web app in a temporary folder: index.html, one hashed script and the icon. */
export async function makeWebDist(withFavicon = true): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'))
  await mkdir(path.join(dir, 'assets'))
  await writeWithTwins(path.join(dir, 'index.html'), INDEX_HTML)
  await writeWithTwins(path.join(dir, 'assets', 'index-abc123.js'), SCRIPT)
  if (withFavicon) await writeWithTwins(path.join(dir, 'favicon.svg'), FAVICON)
  return dir
}
