import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import type { AccountMe } from '@portal/schema/developer-accounts'
import type { AppDetail, AppList } from '@portal/schema/developer-apps'
import { APP_MESSAGES } from '@portal/schema/developer-apps-texts'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { prefillValues } from './production-prefill.ts'

const ACCOUNT = '*/platform-backend/v0/account'
const APP_ID = '3f0c2a1e-8d4b-4c5a-9e2f-0a1b2c3d4e5f'
const TEAM = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Ada’s team' }

const ME: AccountMe = {
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  email: 'ada@lovelace.dev',
  firstName: 'Ada',
  lastName: 'Lovelace',
  organization: 'Analytical Engines',
  profileComplete: true,
  teams: [{ ...TEAM, role: 'owner' }],
  expiresAt: '2031-05-01T12:00:00.000Z',
  provenAt: '2031-05-01T11:00:00.000Z',
  hasPasskey: true,
}

const DETAIL: AppDetail = {
  id: APP_ID,
  name: 'Engine Finder',
  createdAt: '2031-05-01T10:00:00.000Z',
  team: TEAM,
  role: 'owner',
  apis: [],
  signups: [],
  productionRequests: [],
}

/** The signed-in account and its apps; the bodies the create form posted. */
function serveAccount(list: AppList = { apps: [], looseSignups: [] }) {
  const posted: unknown[] = []
  server.use(
    http.get(`${ACCOUNT}/session`, () => HttpResponse.json(ME)),
    http.get(`${ACCOUNT}/apps`, () => HttpResponse.json(list)),
    http.post(`${ACCOUNT}/apps`, async ({ request }) => {
      posted.push(await request.json())
      return HttpResponse.json(DETAIL, { status: 201 })
    }),
    http.get(`${ACCOUNT}/apps/${APP_ID}`, () => HttpResponse.json(DETAIL)),
    http.get(`${ACCOUNT}/apps/${APP_ID}/calls`, () =>
      HttpResponse.json({ calls: [], nextCursor: null }),
    ),
  )
  return posted
}

test('The apps page creates an app: an empty name is refused on submit with focus on the field, then the new app opens', async () => {
  const posted = serveAccount()
  const { user, router } = renderApp('/account/apps')
  expect(
    await screen.findByText(
      'No app yet. Create one below, then add the APIs it uses.',
    ),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Create the app' }))
  const name = screen.getByRole('textbox', { name: /App name/ })
  // The schema loads on the first press: the message and the focus come once it is in.
  expect(
    (await screen.findAllByText(APP_MESSAGES.name)).length,
  ).toBeGreaterThan(0)
  await waitFor(() => expect(name).toHaveFocus())
  expect(posted).toEqual([])

  await user.type(name, 'Engine Finder')
  await user.click(screen.getByRole('button', { name: 'Create the app' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Engine Finder' }),
  ).toBeInTheDocument()
  expect(posted).toEqual([{ name: 'Engine Finder' }])
  expect(router.state.location.pathname).toBe(`/account/apps/${APP_ID}`)
  const actions = screen.getByRole('link', { name: 'Add an API' })
  expect(actions).toHaveAttribute('href', `/account/apps/${APP_ID}/add-api`)
  expect(
    screen.getByRole('link', { name: 'Delete the app' }),
  ).toBeInTheDocument()
})

test('The apps page lists the team’s apps with the role, and offers the loose signups to move into one', async () => {
  serveAccount({
    apps: [{ ...DETAIL, role: 'developer', apis: ['apikey/facilities'] }],
    looseSignups: [
      {
        consumerId: '7e6d5c4b-3a29-4817-8695-a4b3c2d1e0f9',
        apis: 'apikey/vaForms',
        createdAt: '2031-04-01T10:00:00.000Z',
      },
    ],
  })
  renderApp('/account/apps')
  const table = await screen.findByRole('table', { name: 'Apps of your teams' })
  const row = within(table).getByRole('row', { name: /Engine Finder/ })
  expect(row).toHaveTextContent('Developer')
  expect(row).toHaveTextContent('apikey/facilities')
  const move = screen.getByRole('form', {
    name: 'Move the signup for apikey/vaForms',
  })
  expect(
    within(move).getByRole('combobox', { name: 'Move it into' }),
  ).toHaveValue(APP_ID)
})

test('The production form starts from the prefill’s APIs, organization, contact, app name and redirect URI', () => {
  expect(
    prefillValues({
      apis: 'acg/claims, apikey/facilities',
      organization: 'Analytical Engines',
      appName: 'Engine Finder',
      primaryContact: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@lovelace.dev',
      },
      oAuthApplicationType: 'web',
      oAuthRedirectURI: 'https://engine.example.org/cb',
    }),
  ).toEqual({
    apis: ['acg/claims', 'apikey/facilities'],
    organization: 'Analytical Engines',
    appName: 'Engine Finder',
    primaryContact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@lovelace.dev',
    },
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://engine.example.org/cb',
  })
  expect(prefillValues({})).toEqual({ apis: [] })
})
