import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

// The sandbox signup form as its validation and submit tests open and fill it (R-SIGNUP-*).

const CATALOGUE = '*/platform-backend/v0/providers/transformations/legacy.json'

const CLAIMS = makeApiEntry({
  altID: 'claims',
  name: 'Benefits Claims API',
  urlSlug: 'benefits-claims',
  urlFragment: 'claims',
  apikey: false,
  oAuth: true,
  oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
  requiresApiAttestation: true,
})

function serveCatalogue() {
  const catalogue = makeCatalogue()
  catalogue.health?.apis.push(
    CLAIMS,
    makeApiEntry({
      altID: 'internal',
      name: 'Internal API',
      urlSlug: 'internal',
      blockSandboxForm: true,
    }),
    makeApiEntry({ altID: null, name: 'Broken API', urlSlug: 'broken' }),
  )
  server.use(http.get(CATALOGUE, () => HttpResponse.json(catalogue)))
}

/** Opens the signup form of the API at this slug, over a catalogue with the test APIs. */
export async function openSignup(slug: string) {
  serveCatalogue()
  const view = renderApp(`/explore/api/${slug}/sandbox-access`)
  await screen.findByRole('heading', { level: 1, name: /Sandbox access$/ })
  return view
}

/** Fills the name, email and organization fields. */
export async function fillPerson(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ada')
  await user.type(
    screen.getByRole('textbox', { name: /^Last name/ }),
    'Lovelace',
  )
  await user.type(
    screen.getByRole('textbox', { name: /^Email/ }),
    'ada@example.org',
  )
  await user.type(
    screen.getByRole('textbox', { name: /^Organization/ }),
    'Analytical Engines',
  )
}
