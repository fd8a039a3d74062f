import { http, HttpResponse } from 'msw'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { server } from './msw-server.ts'

/** The catalogue request, as page tests intercept it. */
export const CATALOGUE =
  '*/platform-backend/v0/providers/transformations/legacy.json'

/** Serves the fixture catalogue with these APIs added to its health category. */
export function serveCatalogueWith(
  ...extra: Parameters<typeof makeApiEntry>[0][]
) {
  const catalogue = makeCatalogue()
  catalogue.health?.apis.push(
    ...extra.map((overrides) => makeApiEntry(overrides)),
  )
  server.use(http.get(CATALOGUE, () => HttpResponse.json(catalogue)))
}
