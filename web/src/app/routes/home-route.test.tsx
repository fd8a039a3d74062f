import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeSiteConfig } from '@portal/schema/fixtures/site-config'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

function serveFlags(flags: Parameters<typeof makeSiteConfig>[0]) {
  server.use(
    http.get('*/platform-backend/v0/site-config', () =>
      HttpResponse.json(makeSiteConfig(flags)),
    ),
  )
}

async function featuredCards() {
  renderApp('/')
  const featured = await screen.findByRole('region', { name: 'Featured APIs' })
  // The fixture catalogue has two of the four featured APIs; the health one is always on here.
  await within(featured).findByRole('heading', {
    level: 3,
    name: 'Patient Health API (FHIR)',
  })
  return within(featured)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
}

test('The home page features the listed APIs, each linked to its page', async () => {
  expect(await featuredCards()).toEqual([
    'VA Facilities API',
    'Patient Health API (FHIR)',
  ])
  expect(
    screen.getByRole('link', { name: 'View VA Facilities API' }),
  ).toHaveAttribute('href', '/explore/api/va-facilities')
})

test('A category switched off by the flags has no featured card (R-FLAGS-CATEGORY, R-PUBLIC-LISTED)', async () => {
  serveFlags({ categories: { facilities: false } })
  expect(await featuredCards()).toEqual(['Patient Health API (FHIR)'])
  expect(
    screen.queryByRole('link', { name: 'View VA Facilities API' }),
  ).not.toBeInTheDocument()
})

test('An API marked deactivated by the flags is not featured', async () => {
  serveFlags({ deactivated_apis: { facilities: true } })
  expect(await featuredCards()).toEqual(['Patient Health API (FHIR)'])
})
