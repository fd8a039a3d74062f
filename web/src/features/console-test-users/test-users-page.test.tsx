import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import type { ConsoleTestUsers } from '@portal/schema/console-test-users'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { staffAnswers } from '#web/test/console.ts'

const ID = '6a1c3a9e-0000-4000-8000-000000000001'
const USERS = `*/platform-backend/v0/console/api-entries/${ID}/test-users`
const DUPLICATE = 'A test user of this API already signs in with this email'

const EMPTY: ConsoleTestUsers = {
  apiId: ID,
  apiName: 'Journey Health API',
  urlSlug: 'journey-health',
  signsIn: true,
  version: null,
  users: [],
}

function answers() {
  const posted: unknown[] = []
  staffAnswers({ roles: ['publisher'] })
  server.use(
    http.get(USERS, () => HttpResponse.json(EMPTY)),
    http.get(`${USERS}/versions`, () =>
      HttpResponse.json({ apiId: ID, apiName: EMPTY.apiName, versions: [] }),
    ),
    http.post(USERS, async ({ request }) => {
      posted.push(await request.json())
      return HttpResponse.json(
        { errors: [DUPLICATE], fieldErrors: { email: [DUPLICATE] } },
        { status: 409 },
      )
    }),
  )
  return posted
}

test('Adding an empty test user shows the schema’s messages at their fields, focuses the first, and sends nothing; the credentials come filled in', async () => {
  const posted = answers()
  const { user } = renderApp(`/console/api-entries/${ID}/test-users`)
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Test users: Journey Health API',
    }),
  ).toBeInTheDocument()
  const seed = screen.getByRole('textbox', {
    name: /^ID\.me one-time-code seed/,
  })
  expect(seed).toHaveAttribute('name', 'idmeSeed')
  expect(seed).toHaveAttribute('id', 'idmeSeed')
  expect((seed as HTMLInputElement).value).toMatch(/^[A-Z2-7]{32}$/)
  await user.click(screen.getByRole('button', { name: 'Add test user' }))
  const firstName = screen.getByRole('textbox', { name: /^First name/ })
  await waitFor(() => expect(firstName).toHaveFocus())
  expect(firstName).toHaveAccessibleDescription(
    'Enter the test user’s first name',
  )
  expect(
    screen.getByRole('textbox', { name: /^Email/ }),
  ).toHaveAccessibleDescription(
    expect.stringContaining('Enter a valid email address'),
  )
  expect(posted).toHaveLength(0)
})

test('An email another test user has is shown at the Email field, which gets the focus', async () => {
  const posted = answers()
  const { user } = renderApp(`/console/api-entries/${ID}/test-users`)
  await user.type(
    await screen.findByRole('textbox', { name: /^First name/ }),
    'Tamara',
  )
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Ellis')
  const email = screen.getByRole('textbox', { name: /^Email/ })
  await user.type(email, 'tamara@example.com')
  await user.type(
    screen.getByRole('textbox', { name: /^The API’s identifiers/ }),
    'ICN: 1012667145V762142',
  )
  await user.click(screen.getByRole('button', { name: 'Add test user' }))
  await waitFor(() => expect(email).toHaveFocus())
  expect(email).toHaveAccessibleDescription(expect.stringContaining(DUPLICATE))
  expect(posted).toEqual([
    expect.objectContaining({
      firstName: 'Tamara',
      email: 'tamara@example.com',
      identifiers: 'ICN: 1012667145V762142',
      idmeSeed: expect.stringMatching(/^[A-Z2-7]{32}$/),
    }),
  ])
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('Changing a user opens the form filled in with it, its heading focused, and sends the change for that id', async () => {
  const tamara = {
    id: '41',
    firstName: 'Tamara',
    lastName: 'Ellis',
    email: 'tamara@example.com',
    identifiers: 'ICN: 1012667145V762142',
    idmePassword: 'Idme-Passw0rd!',
    idmeSeed: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    logingovPassword: 'Login-Passw0rd!',
    logingovSeed: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  }
  const put: unknown[] = []
  staffAnswers({ roles: ['publisher'] })
  server.use(
    http.get(USERS, () =>
      HttpResponse.json({ ...EMPTY, version: 1, users: [tamara] }),
    ),
    http.get(`${USERS}/versions`, () =>
      HttpResponse.json({ apiId: ID, apiName: EMPTY.apiName, versions: [] }),
    ),
    http.put(`${USERS}/41`, async ({ request }) => {
      const body = (await request.json()) as typeof tamara
      put.push(body)
      return HttpResponse.json({
        ...EMPTY,
        version: 2,
        users: [{ ...tamara, ...body }],
      })
    }),
  )
  const { user } = renderApp(`/console/api-entries/${ID}/test-users`)
  await user.click(
    await screen.findByRole('button', { name: 'Change Tamara Ellis' }),
  )
  const heading = screen.getByRole('heading', {
    level: 2,
    name: 'Change Tamara Ellis',
  })
  await waitFor(() => expect(heading).toHaveFocus())
  const lastName = screen.getByRole('textbox', { name: /^Last name/ })
  expect(lastName).toHaveValue('Ellis')
  expect(
    screen.getByRole('textbox', { name: /^Login\.gov one-time-code seed/ }),
  ).toHaveValue(tamara.logingovSeed)
  await user.clear(lastName)
  await user.type(lastName, 'Ellis-Moore')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(
    await screen.findByText(
      'Tamara Ellis-Moore was changed: they sign in as changed now.',
    ),
  ).toBeInTheDocument()
  const { id: _id, ...input } = tamara
  expect(put).toEqual([{ ...input, lastName: 'Ellis-Moore' }])
  expect(
    screen.getByRole('heading', { level: 2, name: 'Add a test user' }),
  ).toBeInTheDocument()
})
