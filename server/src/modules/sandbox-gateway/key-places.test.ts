import { expect, test } from 'vitest'
import { publisherApp } from '../../../test/api-entry-kit.ts'
import { sandboxKeyFor } from '../../../test/care-kit.ts'
import {
  checkAndPublish,
  referenceDataSpec,
  TEST_API,
} from '../../../test/spec-kit.ts'
import { GATEWAY_MESSAGES } from './gateway-service.ts'

// R-GATEWAY-KEY-PLACE: the gateway takes the key where the published spec's apiKey scheme puts it
// (a header of another name, a query parameter, a cookie) as well as in the `apikey` header, and
// nowhere else.

const STATES = `${TEST_API.gatewayPath}/states`

/** The test API published with its key in `place`, and a sandbox key for it. */
async function publishedWithKeyIn(place: {
  in: 'header' | 'query' | 'cookie'
  name: string
}) {
  const { app, headers } = await publisherApp({ freshDatabase: true })
  await checkAndPublish(
    app,
    headers,
    TEST_API.slug,
    JSON.stringify(referenceDataSpec({ keyPlace: place })),
    // On the test:pg pass this file's tests share one database: the API may have a version.
    { newVersionIfBreaking: true },
  )
  return { app, key: await sandboxKeyFor(app, `apikey/${TEST_API.altId}`) }
}

test('A spec declaring its key in the query is called with ?api_key=, and still with the apikey header', async () => {
  const { app, key } = await publishedWithKeyIn({
    in: 'query',
    name: 'api_key',
  })
  const inQuery = await app.inject(`${STATES}?api_key=${key}`)
  expect(inQuery.statusCode, inQuery.body).toBe(200)
  expect(inQuery.json()).toEqual({ items: ['AL', 'AK'] })
  const inHeader = await app.inject({ url: STATES, headers: { apikey: key } })
  expect(inHeader.statusCode).toBe(200)
  const wrong = await app.inject(`${STATES}?api_key=not-a-key`)
  expect(wrong.statusCode).toBe(401)
  expect(wrong.json()).toEqual({ message: GATEWAY_MESSAGES.invalidKey })
})

test('A spec declaring its key in a header of its own name is called with that header', async () => {
  const { app, key } = await publishedWithKeyIn({
    in: 'header',
    name: 'X-API-Key',
  })
  const response = await app.inject({
    url: STATES,
    headers: { 'x-api-key': key },
  })
  expect(response.statusCode, response.body).toBe(200)
  // A page on another origin may send it: the preflight allows the header.
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: STATES,
    headers: {
      origin: 'https://portal.example.gov',
      'access-control-request-headers': 'x-api-key',
    },
  })
  expect(preflight.statusCode).toBe(204)
  expect(preflight.headers['access-control-allow-headers']).toContain(
    'x-api-key',
  )
})

test('A spec declaring its key in a cookie is called with that cookie', async () => {
  const { app, key } = await publishedWithKeyIn({
    in: 'cookie',
    name: 'sandbox_key',
  })
  const response = await app.inject({
    url: STATES,
    headers: { cookie: `sandbox_key=${key}` },
  })
  expect(response.statusCode, response.body).toBe(200)
})

test('A key where the spec does not declare it is not taken: a query key for an API whose spec declares the header', async () => {
  const { app, key } = await publishedWithKeyIn({
    in: 'header',
    name: 'apikey',
  })
  for (const call of [
    { url: `${STATES}?apikey=${key}` },
    { url: `${STATES}?api_key=${key}` },
    { url: STATES, headers: { cookie: `apikey=${key}` } },
    { url: STATES, headers: { 'x-api-key': key } },
  ]) {
    const response = await app.inject(call)
    expect(response.statusCode, call.url).toBe(401)
    expect(response.json()).toEqual({ message: GATEWAY_MESSAGES.noKey })
  }
})
