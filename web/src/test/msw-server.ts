import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { makeCatalogue } from '@portal/schema/fixtures/catalogue'

/** The catalogue endpoint as the real server answers it, from the shared fixture. */
const catalogueHandler = http.get(
  '*/platform-backend/v0/providers/transformations/legacy.json',
  () => HttpResponse.json(makeCatalogue()),
)

/** The mocked network; tests add or replace handlers with server.use(). */
export const server = setupServer(catalogueHandler)
