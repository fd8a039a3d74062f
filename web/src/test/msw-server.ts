import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { makeSiteConfig } from '@portal/schema/fixtures/site-config'
import { apiContentHandlerWith } from './api-content.ts'

/** The catalogue endpoint as the real server answers it, from the shared fixture. */
const catalogueHandler = http.get(
  '*/platform-backend/v0/providers/transformations/legacy.json',
  () => HttpResponse.json(makeCatalogue()),
)

/** The site configuration with every flag off. */
const siteConfigHandler = http.get('*/platform-backend/v0/site-config', () =>
  HttpResponse.json(makeSiteConfig()),
)

/** Error reports are accepted; tests that check them replace this handler. */
const clientErrorsHandler = http.post(
  '*/platform-backend/v0/client-errors',
  () => new HttpResponse(null, { status: 204 }),
)

/** The mocked network; tests add or replace handlers with server.use(). */
export const server = setupServer(
  catalogueHandler,
  apiContentHandlerWith(),
  siteConfigHandler,
  clientErrorsHandler,
)
