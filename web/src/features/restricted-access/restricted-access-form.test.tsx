// The restricted-access ask on a blocked API's sandbox page (R-RESTRICTED-ASK).
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '#web/test/msw-server.ts'
import { fillPerson, openSignup } from '#web/test/sandbox-signup-form.tsx'

const ASK = '*/platform-backend/v0/consumers/restricted-access-requests'
const REASON = /^Why do you need access to this API\?/

test('A blocked API’s sandbox page offers the ask: an empty submit shows every message, the reason’s too, and focuses the first field', async () => {
  const { user } = await openSignup('internal')
  expect(
    screen.getByText(
      'API does not allow sandbox signups via the public portal',
    ),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Ask for access' }))
  for (const message of [
    'Enter your first name',
    'Tell us why you need access to this API',
    'You must agree to the terms of service to continue.',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument()
  }
  expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus()
  expect(screen.getByRole('textbox', { name: REASON })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
})

test('A complete ask sends the signup’s fields with the reason, and the confirmation takes the focus', async () => {
  let sent: unknown
  server.use(
    http.post(ASK, async ({ request }) => {
      sent = await request.json()
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const { user } = await openSignup('internal')
  await fillPerson(user)
  await user.type(
    screen.getByRole('textbox', { name: REASON }),
    'Our team tracks appeals for Veterans.',
  )
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(screen.getByRole('button', { name: 'Ask for access' }))
  expect(
    await screen.findByRole('heading', {
      name: 'Your request is with our reviewers',
    }),
  ).toHaveFocus()
  expect(sent).toMatchObject({
    firstName: 'Ada',
    email: 'ada@example.org',
    description: 'Our team tracks appeals for Veterans.',
    typeAndApi: 'apikey/internal',
    apis: 'apikey/internal',
    termsOfService: true,
  })
})

test('A refused ask shows the server’s message and keeps the form', async () => {
  server.use(
    http.post(ASK, () =>
      HttpResponse.json(
        { errors: ['Invalid API list for consumer'] },
        { status: 422 },
      ),
    ),
  )
  const { user } = await openSignup('internal')
  await fillPerson(user)
  await user.type(screen.getByRole('textbox', { name: REASON }), 'Appeals.')
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(screen.getByRole('button', { name: 'Ask for access' }))
  expect(
    await screen.findByText(/Invalid API list for consumer/),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: 'Ask for access' }),
  ).toBeInTheDocument()
})
