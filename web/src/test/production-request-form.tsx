import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  CCG_BLOCKED_FOR_PRODUCTION,
  makeApiEntry,
  makeCatalogue,
} from '@portal/schema/fixtures/catalogue'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { CATALOGUE } from './catalogue.ts'

// The production access form as its step and submit tests open and answer it (R-PROD-*).

const FORM = '/production-access/production-access-application'

export const CLAIMS = makeApiEntry({
  altID: 'claims',
  name: 'Benefits Claims API',
  urlSlug: 'benefits-claims',
  urlFragment: 'claims',
  openData: false,
  apikey: false,
  oAuth: true,
  oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
  requiresApiAttestation: true,
  restrictedAccess: CCG_BLOCKED_FOR_PRODUCTION,
})
export const INTERNAL = makeApiEntry({
  altID: 'internal',
  name: 'Internal API',
  urlSlug: 'internal',
  openData: false,
  restrictedAccess: {
    restricted: true,
    blockSandboxAccessForm: true,
    blockProdAccessForm: true,
    versions: [],
  },
})
const HIDDEN = makeApiEntry({
  altID: 'hidden',
  name: 'Stealth API',
  urlSlug: 'stealth',
  isStealthLaunched: true,
})

function serveCatalogue() {
  const catalogue = makeCatalogue()
  catalogue.health?.apis.push(CLAIMS, INTERNAL, HIDDEN)
  server.use(http.get(CATALOGUE, () => HttpResponse.json(catalogue)))
}

/** Opens the form over a catalogue with the test APIs, at step 1. */
export async function openForm() {
  serveCatalogue()
  const view = renderApp(FORM)
  await screen.findByRole('heading', { level: 2, name: /^Step 1 of/ })
  return view
}

/** Answers Yes or No in the radio group with this legend. */
export const clickRadio = async (
  user: ReturnType<typeof renderApp>['user'],
  group: RegExp,
  answer: 'Yes' | 'No',
) =>
  user.click(
    within(screen.getByRole('group', { name: group })).getByRole('radio', {
      name: answer,
    }),
  )

/** Answers the verification step's yes/no questions and agrees to the terms. */
export async function answerBasics(user: ReturnType<typeof renderApp>['user']) {
  await clickRadio(user, /Section 508/, 'Yes')
  await clickRadio(user, /based in the United States/, 'Yes')
  await clickRadio(user, /VA employee or contractor/, 'No')
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to the terms of service.' }),
  )
}
