import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, expect, test, vi } from 'vitest'
import { makeSpec, makeVersion } from '#web/test/docs-fixtures.ts'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { QueryClient } from '@tanstack/react-query'
import { docsQueries } from './docs-queries.ts'

// The spec viewer (swagger-ui) is a lazy chunk whose first import in jsdom took over 10 s on CI's
// busy cores; loading it once here keeps each test's wait about the page, not the module graph.
beforeAll(async () => {
  await import('./spec-viewer.tsx')
}, 120_000)

const METADATA = '*/platform-backend/v0/docs/facilities/metadata.json'

function serveDocs(
  versions = [
    makeVersion('facilities', '0.0.1', 'Current Version', 'Version 0'),
  ],
) {
  server.use(
    http.get(METADATA, () => HttpResponse.json({ meta: { versions } })),
    http.get(
      '*/platform-backend/v0/docs/facilities/:version/openapi.json',
      ({ params }) =>
        HttpResponse.json(makeSpec(`Facilities ${String(params.version)}`)),
    ),
  )
}

const TWO_VERSIONS = [
  makeVersion('facilities', '1.0.0', 'Current Version', 'Version 1'),
  makeVersion('facilities', '0.0.1', 'Previous Version', 'Version 0'),
]

test('With one version there is no version selector; the viewer shows the spec', async () => {
  serveDocs()
  renderApp('/explore/api/va-facilities/docs')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'VA Facilities API Docs',
    }),
  ).toBeInTheDocument()
  expect(
    await screen.findByText('Facilities 0.0.1', {}, { timeout: 10_000 }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('combobox', { name: 'Select a version' }),
  ).not.toBeInTheDocument()
})

test('The current version is shown by default; a choice applies only on "Update page"', async () => {
  serveDocs(TWO_VERSIONS)
  const { user, router } = renderApp('/explore/api/va-facilities/docs')
  const select = await screen.findByRole('combobox', {
    name: 'Select a version',
  })
  expect(select).toHaveValue('1.0.0')
  expect(
    await screen.findByText('Facilities 1.0.0', {}, { timeout: 10_000 }),
  ).toBeInTheDocument()
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('')

  await user.selectOptions(select, '0.0.1')
  expect(router.state.location.search).toBe('')
  expect(screen.getByText('Facilities 1.0.0')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Update page' }))
  expect(router.state.location.search).toBe('?version=0.0.1')
  expect(
    screen.getByRole('heading', { level: 1, name: 'VA Facilities API Docs' }),
  ).toHaveFocus()
  expect(
    screen.getByText('Showing documentation for Version 0.'),
  ).toBeInTheDocument()
  expect(
    await screen.findByText('Facilities 0.0.1', {}, { timeout: 10_000 }),
  ).toBeInTheDocument()
})

test('The version in the URL is read lower-cased', async () => {
  serveDocs([
    makeVersion('facilities', 'r4-0.0.0', 'Current Version', 'R4'),
    makeVersion('facilities', 'dstu2-0.0.0', 'Previous Version', 'DSTU2'),
  ])
  renderApp('/explore/api/va-facilities/docs?version=DSTU2-0.0.0')
  expect(
    await screen.findByRole('combobox', { name: 'Select a version' }),
  ).toHaveValue('dstu2-0.0.0')
})

test('A failed metadata load is reported and the page shows no selector, not a crash', async () => {
  const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  server.use(
    http.get(METADATA, () =>
      HttpResponse.json({ errors: ['Internal server error'] }, { status: 503 }),
    ),
  )
  renderApp('/explore/api/va-facilities/docs')
  expect(
    await screen.findByText(
      /The reference documentation for this API is not available on the portal right now/,
    ),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('combobox', { name: 'Select a version' }),
  ).not.toBeInTheDocument()
  await waitFor(() =>
    expect(report).toHaveBeenCalledWith(
      expect.stringContaining('Version metadata failed to load'),
      expect.anything(),
    ),
  )
})

test('An API without a spec says so plainly: no docs and no sandbox here (R-GATEWAY-SPECS)', async () => {
  server.use(
    http.get(METADATA, () =>
      HttpResponse.json({ errors: ['Not found'] }, { status: 404 }),
    ),
  )
  renderApp('/explore/api/va-facilities/docs')
  expect(
    await screen.findByText(
      'This API has no OpenAPI document on this portal yet, so there is no reference documentation here and the sandbox does not answer for it.',
    ),
  ).toBeInTheDocument()
})

test('A cancelled version request (the user left) is not reported as a failure', async () => {
  const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  serveDocs()
  const controller = new AbortController()
  controller.abort()
  const { queryFn } = docsQueries.versions(
    '/platform-backend/v0/docs/facilities/metadata.json',
  )
  await expect(
    queryFn!({
      signal: controller.signal,
      queryKey: ['docs'],
      meta: undefined,
      client: new QueryClient(),
    } as never),
  ).rejects.toThrow()
  expect(report).not.toHaveBeenCalled()
})
