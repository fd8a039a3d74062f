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

// A server bundle standing in for web/dist-ssr's: it renders what the server asked it to render
// (the address, the CSRF token, a form's submission) as JSON, for tests of what the server asks.
const RENDER_BUNDLE = `
export function configure() {}
export async function preload() {}
export async function render(request) {
  const asked = JSON.stringify({
    url: request.url,
    csrfToken: request.csrfToken ?? null,
    submission: request.submission ?? null,
  }).replace(/</g, '\\\\u003c')
  return {
    status: 200,
    head: '<title>Page</title>',
    body: '<pre id="render">' + asked + '</pre>',
    data: '{}',
    errors: [],
  }
}
`

/** What the stand-in bundle was asked to render, read from a page it rendered. */
export interface RenderAsked {
  url: string
  csrfToken: string | null
  submission: {
    values: Record<string, unknown>
    fieldErrors: Record<string, string>
    errors: string[]
    result?: unknown
  } | null
}

/** Reads what the stand-in bundle rendered into a page. */
export function renderAsked(html: string): RenderAsked {
  const json = /<pre id="render">([\s\S]*?)<\/pre>/.exec(html)?.[1]
  if (!json) throw new Error(`No rendered page in: ${html.slice(0, 200)}`)
  return JSON.parse(json) as RenderAsked
}

/** A fake build with a server bundle beside it (web/dist and web/dist-ssr): both paths. */
export async function makeRenderingWebDist(): Promise<{
  webDistPath: string
  renderBundlePath: string
}> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'portal-web-render-'))
  const dist = path.join(root, 'dist')
  await mkdir(path.join(dist, 'assets'), { recursive: true })
  await writeWithTwins(path.join(dist, 'index.html'), INDEX_HTML)
  await mkdir(path.join(root, 'dist-ssr'))
  const renderBundlePath = path.join(root, 'dist-ssr', 'entry-server.js')
  await writeFile(renderBundlePath, RENDER_BUNDLE)
  return { webDistPath: dist, renderBundlePath }
}
