import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import newman from 'newman'
import YAML from 'yaml'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { sandboxKeyFor } from '../../../test/care-kit.ts'

const DOCS = '/platform-backend/v0/docs'

test('A JSON spec downloads as JSON and as YAML, the same document, each as an attachment (R-DOCS-DOWNLOADS)', async () => {
  const { app } = await buildTestApp()
  const served = await app.inject(`${DOCS}/facilities/0.0.1/openapi.json`)
  const json = await app.inject(
    `${DOCS}/facilities/0.0.1/download/openapi.json`,
  )
  const yaml = await app.inject(
    `${DOCS}/facilities/0.0.1/download/openapi.yaml`,
  )
  expect(json.statusCode).toBe(200)
  expect(json.headers['content-disposition']).toBe(
    'attachment; filename="facilities-0.0.1.openapi.json"',
  )
  expect(yaml.headers['content-type']).toBe('application/yaml; charset=utf-8')
  expect(yaml.headers['content-disposition']).toBe(
    'attachment; filename="facilities-0.0.1.openapi.yaml"',
  )
  expect(json.json()).toEqual(served.json())
  expect(YAML.parse(yaml.body)).toEqual(served.json())
})

test('A YAML spec downloads as JSON too; an unknown version is a 404 in the envelope', async () => {
  const { app } = await buildTestApp()
  const served = await app.inject(
    `${DOCS}/veteran_confirmation/0.0.1/openapi.yaml`,
  )
  const json = await app.inject(
    `${DOCS}/veteran_confirmation/0.0.1/download/openapi.json`,
  )
  expect(json.statusCode).toBe(200)
  expect(json.json()).toEqual(YAML.parse(served.body))
  const missing = await app.inject(
    `${DOCS}/facilities/9.9.9/download/openapi.yaml`,
  )
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ errors: ['Not found'] })
})

test("The Postman collection converts, and its first request answers 2xx through the gateway with the sandbox environment and a developer's key (R-DOCS-POSTMAN)", async () => {
  const { app } = await buildTestApp()
  const token = await sandboxKeyFor(app, 'apikey/facilities')
  const collection = await app.inject(
    `${DOCS}/facilities/0.0.1/postman-collection.json`,
  )
  expect(collection.statusCode).toBe(200)
  expect(collection.headers['content-disposition']).toMatch(/^attachment; /)
  const environment = await app.inject(
    `${DOCS}/facilities/0.0.1/postman-environment.json`,
  )
  const env = environment.json<{ values: { key: string; value: string }[] }>()
  const baseUrl = env.values.find((value) => value.key === 'baseUrl')?.value
  expect(baseUrl).toBe(
    'http://127.0.0.1:8080/sandbox-api/services/va_facilities/v0',
  )
  expect(env.values.map((value) => value.key)).toEqual([
    'baseUrl',
    'apikey',
    'token',
  ])

  // The first request of the first folder, run by newman against this server listening on a port
  // of its own: the environment's origin is the test server's, its path the environment's.
  const body = collection.json<{ item: { item?: object[] }[] }>()
  const first = body.item[0]?.item?.[0] ?? body.item[0]
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  const values = env.values.map((value) =>
    value.key === 'baseUrl'
      ? { ...value, value: value.value.replace(':8080', `:${port}`) }
      : value.key === 'apikey'
        ? { ...value, value: token }
        : value,
  )
  const summary = await new Promise<
    Parameters<Parameters<typeof newman.run>[1]>[1]
  >((resolve, reject) =>
    newman.run(
      {
        collection: { ...body, item: [first] },
        environment: { ...env, values },
        reporters: [],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  )
  const [execution] = summary.run.executions
  expect(execution?.response?.code).toBeGreaterThanOrEqual(200)
  expect(execution?.response?.code).toBeLessThan(300)
}, 60_000)
