import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { ENTRIES, publisherApp, uniqueEntry } from '../../test/api-entry-kit.ts'
import type { buildTestApp } from '../../test/build-test-app.ts'
import { makeWebDist } from '../../test/web-dist.ts'

// A render bundle as web/src/entry-server.tsx builds it, reduced to what the server relies on:
// it reads the catalogue through the server's own routes (the GET it was configured with), counts
// its renders, and says 404 for /missing.
const BUNDLE = `
let get
export let renders = 0
export function configure(next) { get = next }
export async function preload() {}
export async function render({ url, origin }) {
  renders += 1
  globalThis.portalRenders = renders
  const answer = await get('/platform-backend/v0/providers/transformations/legacy.json?environment=sandbox')
  const catalogue = await answer.json()
  const names = catalogue.apis ? '' : Object.values(catalogue).flatMap((c) => c.apis.map((a) => a.name)).join('|')
  return {
    status: url === '/missing' ? 404 : 200,
    head: '<title>Rendered ' + url.replace(/[<&]/g, '') + '</title><link rel="canonical" href="' + origin + url + '"/>',
    body: '<main><h1>Page ' + url.replace(/[<&]/g, '') + '</h1><p>' + answer.status + ' ' + names + '</p></main>',
    data: '{"queries":[]}',
    errors: [],
  }
}
`

async function renderingApp(options: Parameters<typeof buildTestApp>[0] = {}) {
  const webDistPath = await makeWebDist()
  const renderBundlePath = path.join(webDistPath, 'entry-server.js')
  await writeFile(renderBundlePath, BUNDLE)
  return publisherApp({ ...options, webDistPath, renderBundlePath })
}

const renders = () =>
  (globalThis as { portalRenders?: number }).portalRenders ?? 0

test('A public page arrives rendered: its head tags, its content and its data in the page shell, with the catalogue read through the API (R-SSR-PAGES)', async () => {
  const { app } = await renderingApp()
  const response = await app.inject({ url: '/explore' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(response.body).toContain('<title>Rendered /explore</title>')
  expect(response.body).not.toContain('<title>VA API Platform</title>')
  expect(response.body).toContain(
    '<div id="root"><main><h1>Page /explore</h1><p>200 ',
  )
  expect(response.body).toContain('VA Facilities API')
  expect(response.body).toContain(
    '<script type="application/json" id="portal-data">{"queries":[]}</script>',
  )
})

test("A rendered page's Link header preloads only what its first paint shows, its first image and its heading face, not the app's scripts nor its data (R-SSR-START)", async () => {
  const webDistPath = await makeWebDist()
  const renderBundlePath = path.join(webDistPath, 'entry-server.js')
  await writeFile(renderBundlePath, BUNDLE)
  // The build's manifest, as spa-preloads.ts reads it: the home page's chunk, its image and face.
  await mkdir(path.join(webDistPath, '.vite'))
  await writeFile(
    path.join(webDistPath, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/boot.ts': { file: 'assets/boot-abc123.js', isEntry: true },
      'src/app/routes/home-route.tsx': { file: 'assets/home-route-abc.js' },
      'src/assets/hero.avif': { file: 'assets/hero-abc.avif' },
      'src/assets/hero-narrow.avif': { file: 'assets/hero-narrow-abc.avif' },
      'src/assets/fonts/merriweather-bold-first-paint.woff2': {
        file: 'assets/Latin-Merriweather-Bold-abc.woff2',
      },
    }),
  )
  const { app } = await publisherApp({ webDistPath, renderBundlePath })
  const response = await app.inject({ url: '/' })
  expect(response.statusCode).toBe(200)
  const link = String(response.headers.link).split(', ')
  expect(link).toEqual([
    '</assets/hero-abc.avif>; rel=preload; as=image; type="image/avif"; media="(min-width: 30em)"; fetchpriority=high',
    '</assets/hero-narrow-abc.avif>; rel=preload; as=image; type="image/avif"; media="(max-width: 29.99em)"; fetchpriority=high',
    '</assets/Latin-Merriweather-Bold-abc.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
  ])
})

test('A rendered page is cached per address, compressed once and revalidated with its ETag (R-SSR-CACHE)', async () => {
  const { app } = await renderingApp()
  const first = await app.inject({
    url: '/about',
    headers: { 'accept-encoding': 'br' },
  })
  expect(first.headers['cache-control']).toBe('public, no-cache')
  expect(first.headers['content-encoding']).toBe('br')
  expect(first.headers.vary).toMatch(/accept-encoding/i)
  expect(brotliDecompressSync(first.rawPayload).toString()).toContain(
    '<h1>Page /about</h1>',
  )
  const before = renders()
  const again = await app.inject({ url: '/about' })
  expect(again.body).toContain('<h1>Page /about</h1>')
  expect(renders()).toBe(before)
  const revalidated = await app.inject({
    url: '/about',
    headers: { 'if-none-match': String(first.headers.etag) },
  })
  expect(revalidated.statusCode).toBe(304)
  expect(revalidated.body).toBe('')
})

test('An API entry change makes every instance render its pages again (R-SSR-CACHE)', async () => {
  const { app, headers } = await renderingApp()
  const entry = uniqueEntry({ name: 'Rendered Again API' })
  const before = await app.inject({ url: '/explore' })
  expect(before.body).not.toContain('Rendered Again API')
  const created = await app.inject({
    method: 'POST',
    url: ENTRIES,
    headers,
    payload: entry,
  })
  expect(created.statusCode).toBe(201)
  const after = await app.inject({
    url: '/explore',
    headers: { 'if-none-match': String(before.headers.etag) },
  })
  expect(after.statusCode).toBe(200)
  expect(after.body).toContain('Rendered Again API')
})

test('A page says its own status: "Page not found" is a 404, and it is not answered 304 (R-PUBLIC-FOUND)', async () => {
  const { app } = await renderingApp()
  const response = await app.inject({ url: '/missing' })
  expect(response.statusCode).toBe(404)
  expect(response.body).toContain('<h1>Page /missing</h1>')
})

test('A signed page is rendered per request and never stored; a pair that does not verify is a 404 (R-SIGNED-PAGE-STATUS)', async () => {
  const { app } = await renderingApp()
  const url =
    '/production-access/status/00000000-0000-4000-8000-000000000000/bad'
  const first = await app.inject({ url })
  const second = await app.inject({ url })
  // Each app loads a bundle of its own, whose count starts at 0.
  expect(renders()).toBe(2)
  expect(first.statusCode).toBe(404)
  expect(first.headers['cache-control']).toBe('private, no-store')
  expect(first.headers.etag).toBeUndefined()
  expect(second.body).toContain('<h1>Page ')
})

test('The staff console and the sandbox sign-in stay client-rendered: the page shell as it was built', async () => {
  const { app } = await renderingApp()
  for (const url of ['/console', '/console/reviews', '/sandbox-sign-in/abc']) {
    const response = await app.inject({ url })
    expect(response.statusCode, url).toBe(200)
    expect(response.body, url).toContain('<div id="root"></div>')
  }
})

test("The render's own requests to the API do not count against the visitor's read limit", async () => {
  const { app } = await renderingApp({ rateLimits: { readPerMinute: 3 } })
  for (const url of ['/a', '/b', '/c', '/d'])
    expect((await app.inject({ url })).statusCode, url).toBe(200)
  // Four renders read the catalogue through the API; had they counted, this would be a 429.
  const api = await app.inject({ url: '/platform-backend/v0/site-config' })
  expect(api.statusCode).toBe(200)
})
