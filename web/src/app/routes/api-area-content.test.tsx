import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiContentHandlerWith } from '#web/test/api-content.ts'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { serveCatalogueWith } from '#web/test/catalogue.ts'

test('The overview shows the title, tags, overview with the real slug, and "Read the docs"', async () => {
  serveCatalogueWith({
    name: 'Claims API',
    urlSlug: 'claims-api',
    overviewPageContent:
      '## Getting access\n[Start developing](/explore/api/{API_URL_SLUG}/sandbox-access)',
  })
  // What the server renders of that overview (its slug put in).
  server.use(
    apiContentHandlerWith({
      'claims-api': {
        overview: [
          ['h2', null, 'Getting access'],
          [
            'p',
            null,
            [
              'a',
              { href: '/explore/api/claims-api/sandbox-access' },
              'Start developing',
            ],
          ],
        ],
      },
    }),
  )
  renderApp('/explore/api/claims-api')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Claims API' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('list', { name: 'Claims API tags' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Start developing' }),
  ).toHaveAttribute('href', '/explore/api/claims-api/sandbox-access')
  expect(screen.getByRole('link', { name: 'Read the docs' })).toHaveAttribute(
    'href',
    '/explore/api/claims-api/docs',
  )
  await waitFor(() =>
    expect(document.title).toBe('VA API Platform | Claims API'),
  )
})

test('Raw HTML in catalogue markdown is shown as text, never run', async () => {
  serveCatalogueWith({
    name: 'Odd API',
    urlSlug: 'odd',
    overviewPageContent: 'Hi <img src=x onerror="alert(1)">',
  })
  renderApp('/explore/api/odd')
  await screen.findByRole('heading', { level: 1, name: 'Odd API' })
  expect(screen.queryByRole('img')).not.toBeInTheDocument()
})

test('Release notes render third-level headings as second-level', async () => {
  serveCatalogueWith({
    name: 'Notes API',
    urlSlug: 'notes',
    releaseNotes:
      '### May 1, 2024\n\nAdded things.\n\n---\n\n### April 2, 2024\n\nLaunched.',
  })
  server.use(
    apiContentHandlerWith({
      notes: {
        releaseNotes: [
          ['h3', null, 'May 1, 2024'],
          ['p', null, 'Added things.'],
          ['hr', null],
          ['h3', null, 'April 2, 2024'],
          ['p', null, 'Launched.'],
        ],
      },
    }),
  )
  renderApp('/explore/api/notes/release-notes')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Release notes' }),
  ).toBeInTheDocument()
  expect(
    screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['May 1, 2024', 'April 2, 2024', 'Get the release notes'])
  // The notes' own third-level headings are all shown as second-level; the feeds and the email
  // form below them have theirs.
  expect(
    screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Subscribe by feed', 'Subscribe by email'])
  expect(
    screen.getByRole('link', {
      name: 'Release notes of every API (Atom feed)',
    }),
  ).toHaveAttribute('href', '/explore/release-notes.atom')
})

test('The API area waits for its rendered markdown; when it cannot load, it says so', async () => {
  server.use(
    http.get(
      '*/platform-backend/v0/providers/:urlSlug/content',
      () => new HttpResponse(null, { status: 503 }),
    ),
  )
  renderApp('/explore/api/va-facilities')
  expect(
    await screen.findByText(/API details failed to load/),
  ).toBeInTheDocument()
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
})
