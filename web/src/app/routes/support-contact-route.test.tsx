import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

const CONTACT = '*/platform-backend/v0/support/contact-us/requests'

async function openContact(path = '/support/contact-us') {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Contact us' })
  return view
}

async function fillPerson(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ada')
  await user.type(
    screen.getByRole('textbox', { name: /^Last name/ }),
    'Lovelace',
  )
  await user.type(
    screen.getByRole('textbox', { name: /^Email/ }),
    'ada@example.org',
  )
}

test('An empty consumer request shows every message and focuses the first field', async () => {
  const { user } = await openContact()
  expect(
    screen.getByRole('radio', { name: /Support for an API/ }),
  ).toBeChecked()
  await user.click(screen.getByRole('button', { name: 'Send' }))
  for (const message of [
    'Enter your first name',
    'Enter your last name',
    'Enter a valid email address',
    'Select your role',
    'Enter your description',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument()
  }
  expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus()
})

test('Other asks for a role description; the description counts the characters left', async () => {
  const { user } = await openContact()
  await fillPerson(user)
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Your role/ }),
    'OTHER',
  )
  await user.type(
    screen.getByRole('textbox', { name: /Describe your question/ }),
    'Hello',
  )
  expect(screen.getByText('995 characters left')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(await screen.findByText('Describe your role')).toBeInTheDocument()
  expect(
    screen.getByRole('textbox', { name: /^Your role in a few words/ }),
  ).toHaveFocus()
})

test('?type=publishing preselects a publishing request with its own fields and rules', async () => {
  const { user } = await openContact('/support/contact-us?type=publishing')
  expect(screen.getByRole('radio', { name: /Publishing my API/ })).toBeChecked()
  expect(
    screen.queryByRole('textbox', { name: /Describe your question/ }),
  ).not.toBeInTheDocument()
  await fillPerson(user)
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Your role/ }),
    'DEVELOPER',
  )
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(
    await screen.findByText('API details are required'),
  ).toBeInTheDocument()
  expect(screen.getByText('API internal-only is required')).toBeInTheDocument()
  await user.click(screen.getByRole('radio', { name: 'Yes' }))
  await user.type(
    screen.getByRole('textbox', { name: /Which API do you want to publish/ }),
    'Claims status',
  )
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(
    await screen.findByText('API internal-only details are required'),
  ).toBeInTheDocument()
})

test('A sent request shows "Thank you for contacting us." after "Sending..."; the role label is sent', async () => {
  const sent: unknown[] = []
  server.use(
    http.post(CONTACT, async ({ request }) => {
      sent.push(await request.json())
      await delay(100)
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const { user } = await openContact()
  await fillPerson(user)
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Your role/ }),
    'PRODUCT_MANAGER',
  )
  await user.type(
    screen.getByRole('textbox', { name: /Describe your question/ }),
    'Key expired',
  )
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(
    await screen.findByRole('button', { name: 'Sending...' }),
  ).toBeDisabled()
  const thanks = await screen.findByRole('heading', {
    level: 1,
    name: 'Thank you for contacting us.',
  })
  // Focus moves in an effect after the heading renders; on busy cores the query can see the
  // heading first.
  await waitFor(() => expect(thanks).toHaveFocus())
  expect(sent).toEqual([
    {
      type: 'DEFAULT',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      role: 'Product / Project Manager',
      description: 'Key expired',
    },
  ])
})

test('A failure shows the server-error banner, focused, with the server messages and no Support link', async () => {
  server.use(
    http.post(CONTACT, () =>
      HttpResponse.json({ errors: ['Internal server error'] }, { status: 500 }),
    ),
  )
  const { user } = await openContact()
  await fillPerson(user)
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Your role/ }),
    'STUDENT',
  )
  await user.type(
    screen.getByRole('textbox', { name: /Describe your question/ }),
    'Help',
  )
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We encountered a server error while saving your form. Please try again later.',
    ),
  )
  expect(screen.getByRole('alert')).toHaveFocus()
  expect(screen.getByRole('alert')).toHaveTextContent('Internal server error')
  expect(screen.getByRole('alert')).not.toHaveTextContent('Need assistance?')
})
