import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { useForm } from '#web/lib/use-form.tsx'
import { CredentialFields, type PublicKeyTools } from './credential-fields.tsx'

// The credential fields the signup, the restricted-access ask and the add-API page share: what
// each auth type shows, and the key tools' fill as the form's own value.

interface Values {
  [key: string]: unknown
  oAuthPublicKey?: string
  termsOfService: boolean
}

const KEY = '{"kty":"RSA","n":"0vx","e":"AQAB"}'

// Tools as the route gives them, reduced to a button that fills the field.
const keyTools: PublicKeyTools = (fill) => (
  <button type="button" onClick={() => fill(KEY)}>
    Make a key
  </button>
)

function Harness({
  authType,
  onSubmit = () => undefined,
}: {
  authType: string
  onSubmit?: (values: Values) => void
}) {
  const form = useForm<Values>({
    validate: (values) =>
      values.oAuthPublicKey ? {} : { oAuthPublicKey: 'Invalid key submitted' },
    defaultValues: { termsOfService: false },
  })
  return (
    <MemoryRouter>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <CredentialFields
          form={form}
          authType={authType}
          requiresAttestation={false}
          publicKeyTools={keyTools}
        />
        <button type="submit">Send</button>
      </form>
    </MemoryRouter>
  )
}

test('Client Credentials shows the public key in its fieldset; the key tools fill it, clear its message, and the form sends it', async () => {
  const user = userEvent.setup()
  let sent: Values | undefined
  render(<Harness authType="ccg" onSubmit={(values) => (sent = values)} />)
  const details = screen.getByRole('group', {
    name: 'Client Credentials Grant details',
  })
  expect(details).toContainElement(
    screen.getByRole('button', { name: 'Make a key' }),
  )
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const publicKey = screen.getByRole('textbox', { name: /^OAuth public key/ })
  expect(publicKey).toHaveAccessibleDescription(
    /^Enter a valid RSA public key in JSON Web Key \(JWK\) format\. Invalid key submitted$/,
  )
  await user.click(screen.getByRole('button', { name: 'Make a key' }))
  expect(publicKey).toHaveValue(KEY)
  expect(screen.queryByText('Invalid key submitted')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Send' }))
  expect(sent).toMatchObject({ oAuthPublicKey: KEY })
})

test('Authorization Code shows the application type and the redirect URI with its hint, and no key tools', () => {
  render(<Harness authType="acg" />)
  const details = screen.getByRole('group', {
    name: 'Authorization Code Grant details',
  })
  expect(details).toContainElement(
    screen.getByRole('group', {
      name: 'Can your application securely hide a client secret?',
    }),
  )
  expect(
    screen.getByRole('textbox', { name: /^OAuth Redirect URI/ }),
  ).toHaveAccessibleDescription(
    'Where users return after signing in: the exact address, https except on localhost, without a # fragment or wildcards.',
  )
  expect(
    screen.queryByRole('button', { name: 'Make a key' }),
  ).not.toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'terms of service' }),
  ).toHaveAttribute('href', '/terms-of-service')
})
