import { expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
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
    '/explore/api/va-facilities/docs',
    '/production-access/production-access-application',
  ]) {
    const response = await app.inject({ url })
    expect(response.headers.link, url).toBe(`${siteConfig}, ${catalogue}`)
  }
  for (const url of ['/about', '/support/faq', '/explorer']) {
    const response = await app.inject({ url })
    expect(response.headers.link, url).toBe(siteConfig)
  }
})
