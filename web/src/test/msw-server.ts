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

/** Nobody is signed in to a developer account (the signed pages ask, to offer "Add to my account"). */
const accountSessionHandler = http.get(
  '*/platform-backend/v0/account/session',
  () =>
    HttpResponse.json(
      { errors: ['Sign in to your account to continue.'] },
      { status: 401 },
    ),
)

/** The mocked network; tests add or replace handlers with server.use(). */
export const server = setupServer(
  catalogueHandler,
  apiContentHandlerWith(),
  siteConfigHandler,
  clientErrorsHandler,
  accountSessionHandler,
)
