import { expect, test } from 'vitest'
import { VersionMetadataSchema } from '@portal/schema/version-metadata'
import { ENTRIES, newEntry, publisherApp } from '../../../test/api-entry-kit.ts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { checkAndPublish, referenceDataSpec } from '../../../test/spec-kit.ts'

test('Metadata lists the documented versions with the path the viewer loads', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    url: '/platform-backend/v0/docs/vaForms/metadata.json',
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, no-cache')
  const { meta } = VersionMetadataSchema.parse(response.json())
  expect(meta.versions).toEqual([
    {
      version: '0.0.0',
      status: 'Current Version',
      label: 'Version 0',
      internal_only: false,
      path: '/platform-backend/v0/docs/vaForms/0.0.0/openapi.json',
      sf_path: '/platform-backend/v0/docs/vaForms/0.0.0/openapi.json',
    },
    {
      version: '0.0.0-yaml',
      status: 'Previous Version',
      label: 'Version 0 (YAML source)',
      internal_only: false,
      path: '/platform-backend/v0/docs/vaForms/0.0.0-yaml/openapi.yaml',
      sf_path: '/platform-backend/v0/docs/vaForms/0.0.0-yaml/openapi.yaml',
    },
  ])
})

test('Every seeded docs source with versions points at a spec that loads', async () => {
  const { app } = await buildTestApp()
  for (const fragment of [
    'facilities',
    'vaForms',
    'community_care',
    'provider_directory',
    'fhir',
    'claims',
    'veteran_confirmation',
  ]) {
    const { meta } = VersionMetadataSchema.parse(
      (
        await app.inject({
          url: `/platform-backend/v0/docs/${fragment}/metadata.json`,
        })
      ).json(),
    )
    expect(
      meta.versions.filter((version) => version.status === 'Current Version'),
      fragment,
    ).toHaveLength(1)
    for (const version of meta.versions) {
      const spec = await app.inject({ url: version.sf_path })
      expect(spec.statusCode, version.sf_path).toBe(200)
      expect(spec.body).toMatch(/openapi|swagger/)
    }
  }
})

test('A JSON spec is served as JSON and a YAML spec as YAML', async () => {
  const { app } = await buildTestApp()
  const json = await app.inject({
    url: '/platform-backend/v0/docs/facilities/0.0.1/openapi.json',
  })
  expect(json.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(json.json().info.title).toBe('VA Facilities')
  const yaml = await app.inject({
    url: '/platform-backend/v0/docs/veteran_confirmation/0.0.1/openapi.yaml',
  })
  expect(yaml.headers['content-type']).toBe('application/yaml; charset=utf-8')
  expect(yaml.body).toMatch(/^openapi: 3\.0\.0/)
  expect(yaml.headers.etag).toBeDefined()
  const again = await app.inject({
    url: '/platform-backend/v0/docs/veteran_confirmation/0.0.1/openapi.yaml',
    headers: { 'if-none-match': String(yaml.headers.etag) },
  })
  expect(again.statusCode).toBe(304)
})

test('An API without docs, an unknown version or the wrong extension gets 404 in the envelope', async () => {
  const { app } = await buildTestApp()
  for (const url of [
    '/platform-backend/v0/docs/benefits_reference_data/metadata.json',
    '/platform-backend/v0/docs/facilities/9.9.9/openapi.json',
    '/platform-backend/v0/docs/facilities/0.0.1/openapi.yaml',
  ]) {
    const response = await app.inject({ url })
    expect(response.statusCode, url).toBe(404)
    expect(response.json()).toEqual({ errors: ['Not found'] })
  }
})

test('The version in a spec path is matched without regard to case', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({
    url: '/platform-backend/v0/docs/fhir/R4-0.0.0/openapi.json',
  })
  expect(response.statusCode).toBe(200)
})

test('A spec is served with its sandbox server pointing at this gateway, production kept and marked (R-GATEWAY-URLS)', async () => {
  const { app } = await buildTestApp({
    sandbox: { prefix: '/sandbox-api', origin: 'https://sandbox.example.gov' },
  })
  const json = await app.inject({
    url: '/platform-backend/v0/docs/facilities/0.0.1/openapi.json',
  })
  const servers = json.json<{
    servers: { url: string; description: string }[]
  }>().servers
  expect(servers.map((server) => server.url)).toEqual([
    'https://sandbox.example.gov/sandbox-api/services/va_facilities/{version}',
    'https://api.va.gov/services/va_facilities/{version}',
  ])
  expect(servers[1]?.description).toMatch(/^Production/)
  const yaml = await app.inject({
    url: '/platform-backend/v0/docs/veteran_confirmation/0.0.1/openapi.yaml',
  })
  expect(yaml.body).toContain(
    'url: https://sandbox.example.gov/sandbox-api/services/veteran_confirmation/{version}',
  )
  expect(yaml.body).not.toContain('https://sandbox-api.va.gov/services')
})

test("An OAuth API's spec sends swagger-ui's Authorize dialog to this sandbox's authorization server (R-OAUTH-DOCS)", async () => {
  const { app } = await buildTestApp()
  const metadata = await app.inject({
    url: '/platform-backend/v0/docs/community_care/metadata.json',
  })
  const path = metadata.json().meta.versions[0].path as string
  const spec = await app.inject({ url: path })
  const flow =
    spec.json().components.securitySchemes.OauthFlow.flows.authorizationCode
  expect(flow.authorizationUrl).toBe(
    'http://127.0.0.1:8080/sandbox-api/oauth2/community-care/v1/authorization',
  )
  expect(flow.tokenUrl).toBe(
    'http://127.0.0.1:8080/sandbox-api/oauth2/community-care/v1/token',
  )
})

test("A spec's sandbox OAuth scheme comes here; its production one, which the sandbox gateway does not accept, is not offered (R-OAUTH-DOCS, R-DOCS-TRY-IT-AUTH)", async () => {
  const { app } = await buildTestApp()
  const metadata = await app.inject({
    url: '/platform-backend/v0/docs/fhir/metadata.json',
  })
  const path = metadata.json().meta.versions[0].path as string
  const served = (await app.inject({ url: path })).json()
  const schemes = served.components.securitySchemes
  expect(schemes.OauthFlowSandbox.flows.authorizationCode.tokenUrl).toBe(
    'http://127.0.0.1:8080/sandbox-api/oauth2/health/v1/token',
  )
  expect(Object.keys(schemes).sort()).toEqual([
    'OauthFlowSandbox',
    'bearer_token',
  ])
  expect(JSON.stringify(served.security)).not.toContain('OauthFlowProduction')
})

type Served = {
  components?: { securitySchemes?: Record<string, { type: string }> }
  security?: Record<string, string[]>[]
  paths: Record<string, Record<string, { security?: unknown }>>
  'x-portal-no-sandbox'?: boolean
}

test('An API-key API whose spec declares no apiKey scheme is served with one, required by every operation, and its Postman collection sends the key (R-DOCS-TRY-IT-AUTH)', async () => {
  const { app, db } = await buildTestApp()
  const row = await db
    .selectFrom('doc_versions')
    .select('spec')
    .where('api_url_fragment', '=', 'facilities')
    .executeTakeFirstOrThrow()
  // The spec as a team might upload it: no security at all.
  const stripped = JSON.parse(row.spec) as Served
  delete stripped.components?.securitySchemes
  for (const item of Object.values(stripped.paths))
    for (const operation of Object.values(item)) delete operation.security
  await db
    .updateTable('doc_versions')
    .set({ spec: JSON.stringify(stripped) })
    .where('api_url_fragment', '=', 'facilities')
    .execute()

  const served = (
    await app.inject({
      url: '/platform-backend/v0/docs/facilities/0.0.1/openapi.json',
    })
  ).json<Served>()
  expect(served.components?.securitySchemes).toEqual({
    apikey: {
      type: 'apiKey',
      in: 'header',
      name: 'apikey',
      description: expect.any(String),
    },
  })
  expect(served.security).toEqual([{ apikey: [] }])
  expect(served['x-portal-no-sandbox']).toBeUndefined()
  const collection = await app.inject({
    url: '/platform-backend/v0/docs/facilities/0.0.1/postman-collection.json',
  })
  expect(collection.statusCode).toBe(200)
  expect(collection.json().auth).toEqual({
    type: 'apikey',
    apikey: expect.arrayContaining([
      { type: 'any', key: 'key', value: 'apikey' },
      { type: 'any', key: 'value', value: '{{apikey}}' },
      { type: 'any', key: 'in', value: 'header' },
    ]),
  })
})

test("An OAuth API's spec offers no API key even when it declares one (R-DOCS-TRY-IT-AUTH)", async () => {
  const { app } = await buildTestApp()
  const served = (
    await app.inject({
      url: '/platform-backend/v0/docs/claims/2.0.0/openapi.json',
    })
  ).json<Served>()
  const schemes = served.components?.securitySchemes ?? {}
  expect(Object.keys(schemes).sort()).toEqual([
    'OauthFlowSandbox',
    'bearer_token',
  ])
  expect(JSON.stringify(served)).not.toContain('"apikey"')
})

test('A spec the sandbox gateway does not answer says so: no sandbox server, or an API not in the sandbox (R-DOCS-NO-SANDBOX)', async () => {
  const { app, db } = await buildTestApp()
  const url = '/platform-backend/v0/docs/vaForms/0.0.0/openapi.json'
  expect(
    (await app.inject({ url })).json<Served>()['x-portal-no-sandbox'],
  ).toBeUndefined()
  await db
    .updateTable('apis')
    .set({ environments: ['production'] })
    .where('url_fragment', '=', 'vaForms')
    .execute()
  expect(
    (await app.inject({ url })).json<Served>()['x-portal-no-sandbox'],
  ).toBe(true)
  expect(
    (
      await app.inject({
        url: '/platform-backend/v0/docs/facilities/0.0.1/openapi.json',
      })
    ).json<Served>()['x-portal-no-sandbox'],
  ).toBeUndefined()

  const row = await db
    .selectFrom('doc_versions')
    .select('spec')
    .where('api_url_fragment', '=', 'facilities')
    .executeTakeFirstOrThrow()
  const productionOnly = JSON.parse(row.spec) as { servers: { url: string }[] }
  productionOnly.servers = productionOnly.servers.filter((server) =>
    server.url.startsWith('https://api.va.gov'),
  )
  await db
    .updateTable('doc_versions')
    .set({ spec: JSON.stringify(productionOnly) })
    .where('api_url_fragment', '=', 'facilities')
    .execute()
  expect(
    (
      await app.inject({
        url: '/platform-backend/v0/docs/facilities/0.0.1/openapi.json',
      })
    ).json<Served>()['x-portal-no-sandbox'],
  ).toBe(true)
  // The gateway agrees: it does not answer there.
  expect(
    (
      await app.inject({
        url: '/sandbox-api/services/va_forms/v0/forms',
        headers: { apikey: 'any' },
      })
    ).statusCode,
  ).toBe(404)
})

test("A spec's sandbox openIdConnect scheme is pointed at this sandbox's authorization server, whose discovery answers (R-OAUTH-DOCS)", async () => {
  const { app, headers } = await publisherApp()
  const authPath = '/oauth2/qa-connect/v1'
  const created = await app.inject({
    method: 'POST',
    url: ENTRIES,
    headers,
    payload: newEntry({
      name: 'Connect Records API',
      urlSlug: 'connect-records',
      urlFragment: 'connect_records',
      altID: 'connectRecords',
      releaseNotes: '',
      apikey: false,
      oAuthTypes: ['AuthorizationCodeGrant'],
      oAuthInfo: {
        acgInfo: {
          baseAuthPath: authPath,
          scopes: ['openid', 'records.read'],
          sandboxWellKnownConfig: `https://sandbox-api.va.gov${authPath}/.well-known/openid-configuration`,
        },
      },
    }),
  })
  expect(created.statusCode, created.body).toBe(201)
  const spec = referenceDataSpec()
  await checkAndPublish(
    app,
    headers,
    created.json<{ id: string }>().id,
    JSON.stringify({
      ...spec,
      openapi: '3.1.0',
      servers: [
        {
          url: 'https://sandbox-api.va.gov/services/connect-records/v1',
          description: 'Sandbox',
        },
      ],
      security: [{ oidc: ['records.read'] }],
      components: {
        securitySchemes: {
          oidc: {
            type: 'openIdConnect',
            openIdConnectUrl: `https://sandbox-api.va.gov${authPath}/.well-known/openid-configuration`,
          },
        },
      },
    }),
  )
  const metadata = await app.inject(
    '/platform-backend/v0/docs/connect_records/metadata.json',
  )
  const path = metadata.json().meta.versions[0].path as string
  const served = (await app.inject({ url: path })).json()
  const discovery = `http://127.0.0.1:8080/sandbox-api${authPath}/.well-known/openid-configuration`
  expect(served.components.securitySchemes.oidc.openIdConnectUrl).toBe(
    discovery,
  )
  expect(JSON.stringify(served)).not.toContain('sandbox-api.va.gov')
  const answered = await app.inject({
    url: new URL(discovery).pathname,
    headers: { host: '127.0.0.1:8080' },
  })
  expect(answered.statusCode, answered.body).toBe(200)
})
