import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'

test('robots.txt allows every page and names the sitemap at our public origin', async () => {
  const { app } = await buildTestApp({
    publicOrigin: 'https://developer.va.gov',
  })
  const response = await app.inject({ url: '/robots.txt' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
  expect(response.body).toBe(
    'User-agent: *\nAllow: /\nSitemap: https://developer.va.gov/sitemap.xml\n',
  )
})
