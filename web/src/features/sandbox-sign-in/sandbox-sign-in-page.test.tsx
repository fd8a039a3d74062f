import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import {
  SIGN_IN_MESSAGES,
  type InteractionDetails,
} from '@portal/schema/sandbox-sign-in'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

// R-OAUTH-SIGN-IN-*: the page's own behaviour, the network mocked at its edge. The whole flow
// against the real server is in e2e/sandbox-oauth.spec.ts.

const BASE = '*/sandbox-api/oauth2/health/v1'
const PAGE = `/sandbox-sign-in/uid-1?server=${encodeURIComponent('/oauth2/health/v1')}`

const details = (
  over: Partial<InteractionDetails> = {},
): InteractionDetails => ({
  prompt: 'login',
  step: 'password',
  identityProvider: null,
  clientId: '0oaClient',
  apis: ['Unknown API'],
  scopes: ['openid', 'patient/Condition.read', 'claim.read'],
  redirectHost: 'app.example.org',
  ...over,
})

function serveDetails(body: InteractionDetails) {
  server.use(
    http.get(`${BASE}/interaction/uid-1/details`, () =>
      HttpResponse.json(body),
    ),
  )
}

test('A server failure at the password step shows the shared banner with its message, focused', async () => {
  serveDetails(details())
  server.use(
    http.post(`${BASE}/interaction/uid-1/login`, () =>
      HttpResponse.json(
        { errors: ['The sandbox is resting'] },
        { status: 503 },
      ),
    ),
  )
  const { user } = renderApp(PAGE)
  await screen.findByRole('heading', {
    level: 1,
    name: 'Sign in as a sandbox test user',
  })
  // An API the catalogue does not list: the note still says where test users are.
  expect(screen.getByRole('link', { name: 'explore the APIs' })).toBeVisible()
  await user.click(screen.getByLabelText('Login.gov'))
  await user.type(
    screen.getByRole('textbox', { name: /^Email address/ }),
    'a@b.org',
  )
  await user.type(screen.getByLabelText(/^Password/), 'secret')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(await screen.findByText('The sandbox is resting')).toBeVisible()
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
})

test('Too many wrong tries: the page says the sign-in is paused and why, focused, with no support link (R-OAUTH-SIGN-IN-LIMIT)', async () => {
  serveDetails(details())
  server.use(
    http.post(`${BASE}/interaction/uid-1/login`, () =>
      HttpResponse.json(
        { errors: [SIGN_IN_MESSAGES.tooManyTries] },
        { status: 429, headers: { 'retry-after': '3600' } },
      ),
    ),
  )
  const { user } = renderApp(PAGE)
  await user.click(await screen.findByLabelText('ID.me'))
  await user.type(
    screen.getByRole('textbox', { name: /^Email address/ }),
    'a@b.org',
  )
  await user.type(screen.getByLabelText(/^Password/), 'secret')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(
    'Too many wrong tries: this sign-in is paused.',
  )
  expect(alert).toHaveTextContent(SIGN_IN_MESSAGES.tooManyTries)
  expect(alert).not.toHaveTextContent('server error')
  expect(
    screen.queryByRole('link', { name: 'Support page' }),
  ).not.toBeInTheDocument()
  await waitFor(() => expect(alert).toHaveFocus())
})

test('The code step comes after the password and moves focus to its heading', async () => {
  serveDetails(details())
  server.use(
    http.post(`${BASE}/interaction/uid-1/login`, () =>
      HttpResponse.json({ step: 'code' }),
    ),
  )
  const { user } = renderApp(PAGE)
  await user.click(await screen.findByLabelText('ID.me'))
  await user.type(
    screen.getByRole('textbox', { name: /^Email address/ }),
    'a@b.org',
  )
  await user.type(screen.getByLabelText(/^Password/), 'secret')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Enter the 6-digit code',
    }),
  ).toHaveFocus()
  const code = screen.getByRole('textbox', { name: /^One-time code/ })
  expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  expect(code).toHaveAttribute('inputmode', 'numeric')
})

test('Consent lists the client, the APIs, each scope in words with the raw scope, and where it goes back', async () => {
  serveDetails(details({ prompt: 'consent', step: 'consent' }))
  renderApp(PAGE)
  await screen.findByRole('heading', {
    level: 1,
    name: 'Allow access to the test user’s data?',
  })
  expect(screen.getByText('0oaClient')).toBeVisible()
  expect(screen.getByText('Unknown API')).toBeVisible()
  expect(screen.getByText('app.example.org')).toBeVisible()
  expect(screen.getByText('Read your Condition records')).toBeVisible()
  expect(screen.getByText('patient/Condition.read')).toBeVisible()
  expect(screen.getByText('claim.read')).toBeVisible()
  expect(screen.getByRole('button', { name: 'Allow access' })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Deny' })).toBeVisible()
})

test('An interaction the server no longer knows shows the expired message', async () => {
  server.use(
    http.get(`${BASE}/interaction/uid-1/details`, () =>
      HttpResponse.json(
        { errors: [SIGN_IN_MESSAGES.expired] },
        { status: 403 },
      ),
    ),
  )
  renderApp(PAGE)
  expect(await screen.findByText(SIGN_IN_MESSAGES.expired)).toBeVisible()
})

test('The manage page with a bad server parameter says so', async () => {
  renderApp('/sandbox-sign-in/manage?server=evil')
  expect(
    await screen.findByText(
      'This link does not name a sandbox authorization server.',
    ),
  ).toBeVisible()
})

test('A revoke the server refuses shows the shared banner and keeps the grant', async () => {
  server.use(
    http.get(`${BASE}/manage/grants`, () =>
      HttpResponse.json({
        signedIn: true,
        grants: [
          {
            id: 'g1',
            clientId: '0oaClient',
            scopes: ['openid'],
            createdAt: 1,
            expiresAt: null,
          },
        ],
      }),
    ),
    http.delete(`${BASE}/manage/grants/g1`, () =>
      HttpResponse.json({ errors: ['Access is forbidden'] }, { status: 403 }),
    ),
  )
  const { user } = renderApp(
    `/sandbox-sign-in/manage?server=${encodeURIComponent('/oauth2/health/v1')}`,
  )
  await user.click(await screen.findByRole('button', { name: /^Revoke/ }))
  expect(await screen.findByText('Access is forbidden')).toBeVisible()
  expect(screen.getByRole('row', { name: /0oaClient/ })).toBeVisible()
  expect(screen.getByText('Never')).toBeVisible()
})
