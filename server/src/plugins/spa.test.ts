import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { buildTestApp, csrfHeaders } from '../../test/build-test-app.ts'
import { FAVICON, makeWebDist } from '../../test/web-dist.ts'

test('A missing file-like path answers a real 404 in the envelope, never index.html', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  for (const url of [
    '/assets/nope.js',
    '/x.png',
    '/y.map',
    '/assets/index-abc123.js.map',
    '/explore/api/logo.svg',
    '/wp-login.php?redirect=1',
    '/.env',
  ]) {
    const response = await app.inject({ url })
    expect(response.statusCode, url).toBe(404)
    expect(response.json(), url).toEqual({ errors: ['Not found'] })
  }
})

test('Unknown paths under the API prefix answer the 404 envelope whatever their spelling or method, never the page shell (R-OPS-API-404)', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const urls = [
    '/platform-backend',
    '/platform-backend/',
    '/platform-backend?x=1',
    '/platform-backend/nope',
    '/platform-backend/v0/nope',
    '/platform-backend/v1',
    '/platform-backend/v0/site-config/extra',
    '/platform-backend//v0/site-config',
    '/Platform-Backend/v0/nope',
    '/PLATFORM-BACKEND',
    '/platform-backend%2Fv0%2Fnope',
    '/platform%2Dbackend/v0/nope',
    '/platform-backend;x',
    '/platform-backend/v0/test/clock',
    '/platform-backend/v0/dev/mailbox',
  ]
  for (const url of urls)
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url,
        // Past the CSRF check, so the answer is the router's.
        headers: csrfHeaders(),
      })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.headers['content-type'], `${method} ${url}`).toMatch(
        /^application\/json/,
      )
      // HEAD answers the same headers with no body.
      expect(response.body, `${method} ${url}`).toBe(
        method === 'HEAD' ? '' : JSON.stringify({ errors: ['Not found'] }),
      )
    }
})

test('Page routes, dots only in the query or a middle segment included, still get index.html', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  for (const url of [
    '/',
    '/explore',
    '/explore/api/va-facilities/docs?version=1.0.0',
    '/about/v1.2/news',
    '/no/such/page',
  ]) {
    const response = await app.inject({ url })
    expect(response.statusCode, url).toBe(200)
    expect(response.headers['content-type'], url).toMatch(/^text\/html/)
  }
  const asset = await app.inject({ url: '/assets/index-abc123.js' })
  expect(asset.statusCode).toBe(200)
})

test("/favicon.ico serves the web app's SVG icon as image/svg+xml", async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const response = await app.inject({ url: '/favicon.ico' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
  expect(response.headers['cache-control']).toBe('public, max-age=3600')
  expect(response.body).toBe(FAVICON)
})

test('Without an icon in the build, /favicon.ico is a 404 in the envelope', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist(false) })
  const response = await app.inject({ url: '/favicon.ico' })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toEqual({ errors: ['Not found'] })
})

test('The page shell asks the browser to preload the data its page needs (R-PERF-DATA-EARLY)', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const siteConfig =
    '</platform-backend/v0/site-config>; rel=preload; as=fetch; crossorigin'
  const catalogue =
    '</platform-backend/v0/providers/transformations/legacy.json?environment=sandbox>; rel=preload; as=fetch; crossorigin'
  for (const url of [
    '/',
    '/explore',
    '/explore/health?q=x',
    '/production-access/production-access-application',
    '/no/such/page',
  ]) {
    const response = await app.inject({ url })
    expect(response.headers.link, url).toBe(`${siteConfig}, ${catalogue}`)
  }
  // R-PERF-MARKDOWN-SERVER: every page of an API's area shows its rendered markdown.
  for (const url of [
    '/explore/api/va-facilities',
    '/explore/api/va-facilities/docs',
    '/explore/api/va-facilities/release-notes?x=1',
  ]) {
    const response = await app.inject({ url })
    expect(response.headers.link, url).toBe(
      `${siteConfig}, ${catalogue}, </platform-backend/v0/providers/va-facilities/content?environment=sandbox>; rel=preload; as=fetch; crossorigin`,
    )
  }
  const oddSlug = await app.inject({ url: '/explore/api/va%20facilities' })
  expect(oddSlug.headers.link).toBe(`${siteConfig}, ${catalogue}`)
  for (const url of [
    '/about',
    '/support/faq',
    '/production-access',
    '/production-access/request-prod-access',
    '/api-publishing/process',
    // The console never shows the catalogue, and a publisher's change must not meet one preloaded.
    '/console/api-entries/new',
  ]) {
    const response = await app.inject({ url })
    expect(response.headers.link, url).toBe(siteConfig)
  }
})

test("The landing pages' shells also preload their route scripts and first image, never what index.html loads (R-PERF-DATA-EARLY)", async () => {
  const webDistPath = await makeWebDist()
  await mkdir(path.join(webDistPath, '.vite'))
  await writeFile(
    path.join(webDistPath, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc123.js',
        isEntry: true,
        imports: ['_react.js'],
      },
      '_react.js': { file: 'assets/react-1.js' },
      '_card.js': { file: 'assets/card-2.js', imports: ['_react.js'] },
      'src/app/routes/home-route.tsx': {
        file: 'assets/home-route-3.js',
        imports: ['index.html', '_card.js', '_react.js'],
      },
      'src/assets/hero.avif': { file: 'assets/hero-4.avif' },
      'src/assets/hero-narrow.avif': { file: 'assets/hero-narrow-7.avif' },
      'src/assets/fonts/merriweather-regular-first-paint.woff2': {
        file: 'assets/merri-regular-5.woff2',
      },
      'src/assets/fonts/merriweather-bold-first-paint.woff2': {
        file: 'assets/merri-bold-6.woff2',
      },
    }),
  )
  const { app } = await buildTestApp({ webDistPath })
  const home = String((await app.inject({ url: '/' })).headers.link)
  expect(home).toContain(
    '</assets/home-route-3.js>; rel=preload; as=script; crossorigin',
  )
  expect(home).toContain('</assets/card-2.js>; rel=preload; as=script')
  // Each crop of the hero for the widths that show it (R-PERF-IMAGES).
  expect(home).toContain(
    '</assets/hero-4.avif>; rel=preload; as=image; type="image/avif"; media="(min-width: 30em)"; fetchpriority=high',
  )
  expect(home).toContain(
    '</assets/hero-narrow-7.avif>; rel=preload; as=image; type="image/avif"; media="(max-width: 29.99em)"; fetchpriority=high',
  )
  // R-PERF-FONTS: the heading faces a page shows, and only those.
  const regular =
    '</assets/merri-regular-5.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin'
  const bold =
    '</assets/merri-bold-6.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin'
  expect(home).toContain(bold)
  expect(home).not.toContain(regular)
  const docs = String(
    (await app.inject({ url: '/explore/api/va-facilities/docs' })).headers.link,
  )
  expect(docs).not.toContain('woff2')
  for (const url of ['/explore', '/explore/api/va-facilities', '/about']) {
    const link = String((await app.inject({ url })).headers.link)
    expect(link, url).toContain(regular)
    expect(link, url).toContain(bold)
  }
  expect(home).not.toContain('react-1.js')
  expect(home).not.toContain('index-abc123.js')
  const about = String((await app.inject({ url: '/about' })).headers.link)
  expect(about).not.toContain('.js>')
})
