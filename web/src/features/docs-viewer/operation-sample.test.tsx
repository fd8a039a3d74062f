import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, expect, test, vi } from 'vitest'
import { makeSpec, makeVersion } from '#web/test/docs-fixtures.ts'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

// R-DOCS-OPERATION-SAMPLES: each opened operation shows its code sample in the page's language,
// the request Try it out would send, following the values typed there.

// swagger-ui's first import in jsdom is slow on busy cores (docs-viewer.test.tsx).
beforeAll(async () => {
  await import('./spec-viewer.tsx')
}, 120_000)

// Each test renders swagger-ui and types into it: slow in jsdom on two shared cores.
vi.setConfig({ testTimeout: 60_000 })

const SAMPLE = /^curl sample of GET \/facilities\/\{id\}$/

function serveDocs(spec: object = makeSpec('Facilities')) {
  server.use(
    http.get('*/platform-backend/v0/docs/facilities/metadata.json', () =>
      HttpResponse.json({
        meta: {
          versions: [
            makeVersion('facilities', '0.0.1', 'Current Version', 'V0'),
          ],
        },
      }),
    ),
    http.get(
      '*/platform-backend/v0/docs/facilities/:version/openapi.json',
      () => HttpResponse.json(spec),
    ),
  )
}

/** Opens the docs page and the operation "GET /facilities/{id}". */
async function openOperation() {
  // swagger-ui's deep links keep the last opened operation in the address: start closed.
  window.history.replaceState(null, '', '/')
  const view = renderApp('/explore/api/va-facilities/docs')
  const toggle = await screen.findByRole(
    'button',
    { name: /GET\s*\/facilities\/\{id\}/ },
    { timeout: 20_000 },
  )
  await view.user.click(toggle)
  return view
}

test('An opened operation shows its curl sample: the gateway address, the path as it is, the key where the gateway takes it', async () => {
  window.localStorage.clear()
  serveDocs()
  await openOperation()
  const sample = await screen.findByRole(
    'region',
    { name: SAMPLE },
    { timeout: 20_000 },
  )
  // The path parameter not typed yet stays a template (its braces URL-encoded, as sent).
  expect(sample).toHaveTextContent(
    'https://sandbox-api.va.gov/services/va_facilities/v0/facilities/%7Bid%7D',
  )
  expect(sample).toHaveTextContent('apikey: YOUR_API_KEY')
  expect(
    screen.getByRole('button', {
      name: 'Copy curl sample of GET /facilities/{id}',
    }),
  ).toBeVisible()
  expect(
    screen.getByRole('tablist', { name: 'Language of the code sample' }),
  ).toBeVisible()
})

test('The sample follows the value typed in Try it out and the kept key, and switches language with the tabs', async () => {
  window.localStorage.clear()
  window.localStorage.setItem('sandboxTryItKey', 'kept-key-0123')
  serveDocs()
  const { user } = await openOperation()
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'Try it out' },
      { timeout: 20_000 },
    ),
  )
  await user.type(
    await screen.findByRole('textbox', { name: 'Value of id' }),
    'vha_688',
  )
  const sample = await screen.findByRole('region', { name: SAMPLE })
  // swagger-ui debounces its inputs: the value reaches its state a moment after the typing.
  await waitFor(() =>
    expect(sample).toHaveTextContent(
      'https://sandbox-api.va.gov/services/va_facilities/v0/facilities/vha_688',
    ),
  )
  expect(sample).toHaveTextContent('apikey: kept-key-0123')

  const tabs = screen.getByRole('tablist', {
    name: 'Language of the code sample',
  })
  await user.click(within(tabs).getByRole('tab', { name: 'Python' }))
  const python = screen.getByRole('region', {
    name: 'Python sample of GET /facilities/{id}',
  })
  expect(python).toHaveTextContent('import requests')
  expect(python).toHaveTextContent('/facilities/vha_688')
  expect(window.localStorage.getItem('codeSampleLanguage')).toBe('python')
})

test('The language is one choice: the curl builder opens in the language chosen in an operation', async () => {
  window.localStorage.clear()
  serveDocs()
  const { user } = await openOperation()
  await user.click(
    await screen.findByRole('tab', { name: 'Go' }, { timeout: 20_000 }),
  )
  await user.click(
    screen.getByRole('button', { name: 'Open the curl builder' }),
  )
  await user.click(
    await screen.findByRole('button', {
      name: 'Show this request in seven languages',
    }),
  )
  const builderGo = await screen.findByRole('region', { name: 'Go sample' })
  expect(builderGo).toHaveTextContent('package main')
  // Back in the operation, a choice in the builder shows there too.
  const [, builderTabs] = screen.getAllByRole('tablist', {
    name: 'Language of the code sample',
  })
  await user.click(within(builderTabs!).getByRole('tab', { name: 'Ruby' }))
  expect(
    screen.getByRole('region', { name: 'Ruby sample of GET /facilities/{id}' }),
  ).toHaveTextContent("require 'uri'")
})

test('A Swagger 2.0 spec whose key goes in the query gets it there, as its Try it out sends it', async () => {
  window.localStorage.clear()
  const {
    servers: _servers,
    components: _components,
    ...spec
  } = makeSpec('Facilities')
  serveDocs({
    ...spec,
    openapi: undefined,
    swagger: '2.0',
    host: 'sandbox-api.va.gov',
    basePath: '/services/va_facilities/v0',
    schemes: ['https'],
    securityDefinitions: {
      api_key: { type: 'apiKey', in: 'query', name: 'api_key' },
    },
    security: [{ api_key: [] }],
    paths: {
      '/facilities/{id}': {
        get: {
          summary: 'Get a facility',
          parameters: [
            { name: 'id', in: 'path', required: true, type: 'string' },
          ],
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  })
  await openOperation()
  const sample = await screen.findByRole(
    'region',
    { name: SAMPLE },
    { timeout: 20_000 },
  )
  expect(sample).toHaveTextContent(
    'https://sandbox-api.va.gov/services/va_facilities/v0/facilities/%7Bid%7D?api_key=YOUR_API_KEY',
  )
  expect(sample).not.toHaveTextContent('apikey:')
})

test("A POST operation's sample sends the JSON body Try it out holds", async () => {
  window.localStorage.clear()
  const spec = makeSpec('Facilities')
  serveDocs({
    ...spec,
    paths: {
      '/facilities/{id}': {
        post: {
          summary: 'Rate a facility',
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              schema: { type: 'string' },
            },
          ],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { stars: { type: 'integer', example: 5 } },
                },
              },
            },
          },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  })
  window.history.replaceState(null, '', '/')
  const { user } = renderApp('/explore/api/va-facilities/docs')
  await user.click(
    await screen.findByRole(
      'button',
      { name: /POST\s*\/facilities\/\{id\}/ },
      { timeout: 20_000 },
    ),
  )
  await user.click(await screen.findByRole('button', { name: 'Try it out' }))
  const sample = await screen.findByRole('region', {
    name: 'curl sample of POST /facilities/{id}',
  })
  await waitFor(() => expect(sample).toHaveTextContent('"stars": 5'))
  expect(sample).toHaveTextContent('Content-Type: application/json')
})

test('A spec the gateway does not answer shows no sample in its operations (R-DOCS-NO-SANDBOX)', async () => {
  window.localStorage.clear()
  serveDocs({ ...makeSpec('Facilities'), 'x-portal-no-sandbox': true })
  await openOperation()
  expect(
    await screen.findByText(/^No sandbox: this API has no sandbox/, undefined, {
      timeout: 20_000,
    }),
  ).toBeVisible()
  // The sample loads lazily: it must not come, not merely be absent yet.
  await expect(
    screen.findByRole('heading', { name: 'Code sample' }, { timeout: 3000 }),
  ).rejects.toThrow()
})

test("A multipart operation's sample sends its form fields", async () => {
  window.localStorage.clear()
  serveDocs({
    ...makeSpec('Facilities'),
    paths: {
      '/facilities/{id}': {
        post: {
          summary: 'Upload a photo',
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { caption: { type: 'string', example: 'Front' } },
                },
              },
            },
          },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  })
  window.history.replaceState(null, '', '/')
  const { user } = renderApp('/explore/api/va-facilities/docs')
  await user.click(
    await screen.findByRole(
      'button',
      { name: /POST\s*\/facilities\/\{id\}/ },
      { timeout: 20_000 },
    ),
  )
  await user.click(await screen.findByRole('button', { name: 'Try it out' }))
  const sample = await screen.findByRole('region', {
    name: 'curl sample of POST /facilities/{id}',
  })
  await waitFor(() => expect(sample).toHaveTextContent('--form caption=Front'))
})
