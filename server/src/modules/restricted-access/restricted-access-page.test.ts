import { expect, test } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { linkOf } from '../../../test/restricted-access-kit.ts'
import { INDEX_HTML, makeWebDist } from '../../../test/web-dist.ts'

// R-RESTRICTED-LINK, R-SIGNED-PAGE-STATUS: the applicant's status page is a signed-link page.

test('The restricted-access status page answers 200 for its signed pair, 404 for a tampered or foreign one, never stored or sent on as a referrer', async () => {
  const { app } = await buildTestApp({ webDistPath: await makeWebDist() })
  const { id, signature } = linkOf('6f1c2a4e-2222-4000-8000-000000000001')
  const page = (path: string) =>
    app.inject({ url: path, headers: { 'accept-encoding': 'identity' } })
  const good = await page(`/restricted-access/status/${id}/${signature}`)
  expect(good.statusCode).toBe(200)
  expect(good.body).toBe(INDEX_HTML)
  expect(good.headers['cache-control']).toBe('private, no-store')
  expect(good.headers['referrer-policy']).toBe('no-referrer')
  const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
  expect(
    (await page(`/restricted-access/status/${id}/${tampered}`)).statusCode,
  ).toBe(404)
  // A production request's status signature of the same id opens only its own page.
  expect(
    (await page(`/production-access/status/${id}/${signature}`)).statusCode,
  ).toBe(404)
})
