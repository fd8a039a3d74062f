// Sandbox signup form: its fields, validation messages, auth type choices and closed APIs.
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { REFUSED_REDIRECT_URIS } from '@portal/schema/fixtures/redirect-uris'
import { fillPerson, openSignup } from '#web/test/sandbox-signup-form.tsx'

test('An empty submit shows every required message and focuses the first field', async () => {
  const { user } = await openSignup('va-facilities')
  expect(screen.getByText('API key')).toBeInTheDocument()
  expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  for (const message of [
    'Enter your first name',
    'Enter your last name',
    'Enter a valid email address',
    'Enter your organization',
    'You must agree to the terms of service to continue.',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument()
  }
  expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus()
  expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
})

test('Inputs carry the payload field names as name and id', async () => {
  await openSignup('va-facilities')
  for (const name of [
    'firstName',
    'lastName',
    'email',
    'organization',
    'description',
    'termsOfService',
  ]) {
    // eslint-disable-next-line testing-library/no-node-access -- the id and name are the contract
    const element = document.getElementById(name)
    expect(element, name).toHaveAttribute('name', name)
  }
})

test('Validation runs on submit only: fixing a field does not clear its message until the next submit', async () => {
  const { user } = await openSignup('va-facilities')
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  await screen.findByText('Enter your first name')
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ada')
  expect(screen.getByText('Enter your first name')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  await waitFor(() =>
    expect(screen.queryByText('Enter your first name')).not.toBeInTheDocument(),
  )
})

test('Several auth types: the choice reveals its details and their rules', async () => {
  const { user } = await openSignup('benefits-claims')
  await fillPerson(user)
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(
    await screen.findByText('You must select an auth type.'),
  ).toBeInTheDocument()
  expect(
    screen.getByText(
      'You must attest that your users meet the API requirements to continue.',
    ),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('radio', { name: 'Authorization Code Grant' }),
  ).toHaveFocus()

  await user.click(
    screen.getByRole('radio', { name: 'Authorization Code Grant' }),
  )
  await user.type(
    screen.getByRole('textbox', { name: /OAuth Redirect URI/ }),
    'http://app.example.org/cb',
  )
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(await screen.findByText('Choose an option')).toBeInTheDocument()
  expect(
    screen.getByText('Enter an https URI: http is allowed only for localhost'),
  ).toBeInTheDocument()

  await user.click(
    screen.getByRole('radio', { name: 'Client Credentials Grant' }),
  )
  expect(
    screen.queryByRole('textbox', { name: /OAuth Redirect URI/ }),
  ).not.toBeInTheDocument()
  const key = screen.getByRole('textbox', { name: /OAuth public key/ })
  expect(key).toHaveAccessibleDescription(
    'Enter a valid RSA public key in JSON Web Key (JWK) format.',
  )
  await user.type(key, 'not a key')
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(await screen.findByText('Invalid key submitted')).toBeInTheDocument()
})

const HINT =
  'Where users return after signing in: the exact address, https except on localhost, without a # fragment or wildcards.'

test('The redirect URI shows the one rule’s message for each problem, on its field, focused (R-REDIRECT-URI)', async () => {
  const { user } = await openSignup('benefits-claims')
  await fillPerson(user)
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(
    screen.getByRole('radio', { name: 'Authorization Code Grant' }),
  )
  await user.click(screen.getByRole('radio', { name: /^Yes/ }))
  await user.click(screen.getByRole('checkbox', { name: /attest/ }))
  const field = screen.getByRole('textbox', { name: /OAuth Redirect URI/ })
  for (const { uri, message } of REFUSED_REDIRECT_URIS) {
    await user.clear(field)
    await user.click(field)
    // An input drops line breaks: the CR/LF case arrives with its space, refused all the same.
    await user.paste(uri)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(`${HINT} ${message}`),
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
  }
})

test('APIs closed to public signup, or without altID, say so instead of showing the form', async () => {
  const { router } = await openSignup('internal')
  expect(
    screen.getByText(
      'API does not allow sandbox signups via the public portal',
    ),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('button', { name: 'Submit' }),
  ).not.toBeInTheDocument()
  await router.navigate('/explore/api/broken/sandbox-access')
  expect(
    await screen.findByText(
      'There is an error with this Sandbox Access Form. Please contact support for additional assistance.',
    ),
  ).toBeInTheDocument()
})

test('The benefits APIs show the delay notice', async () => {
  await openSignup('benefits-claims')
  expect(
    screen.getByText(
      'VA is experiencing long delays in approving production access for Veteran benefits APIs. Thank you for your patience and support.',
    ),
  ).toBeInTheDocument()
})
