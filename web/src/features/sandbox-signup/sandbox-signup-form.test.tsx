import { generateKeyPairSync } from 'node:crypto'
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'

const CATALOGUE = '*/platform-backend/v0/providers/transformations/legacy.json'
const SIGNUP = '*/platform-backend/v0/consumers/applications'

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

async function openSignup(slug: string) {
  serveCatalogue()
  const view = renderApp(`/explore/api/${slug}/sandbox-access`)
  await screen.findByRole('heading', { level: 1, name: /Sandbox access$/ })
  return view
}

const CREATED = {
  apis: 'apikey/facilities',
  email: 'ada@example.org',
  userId: '5f0c2d2e-0000-4000-8000-000000000001',
  token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  clientID: null,
  clientSecret: null,
  redirectURI: null,
  ccgClientId: null,
  kongUsername: 'AdaLovelace1a2b3c',
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
  await user.type(
    screen.getByRole('textbox', { name: /^Organization/ }),
    'Analytical Engines',
  )
}

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

test('A Client Credentials signup sends the key, the CSRF pair, and shows the client id', async () => {
  let sent: {
    body: Record<string, unknown>
    csrf: string | null
    cookie: string
  } | null = null
  server.use(
    http.post(SIGNUP, async ({ request }) => {
      sent = {
        body: (await request.json()) as Record<string, unknown>,
        csrf: request.headers.get('x-csrf-token'),
        cookie: document.cookie,
      }
      return HttpResponse.json(
        {
          ...CREATED,
          apis: 'ccg/claims',
          token: null,
          ccgClientId: '0oa1ccgclient',
        },
        { status: 201 },
      )
    }),
  )
  const { user } = await openSignup('benefits-claims')
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = JSON.stringify(publicKey.export({ format: 'jwk' }))
  await fillPerson(user)
  await user.click(
    screen.getByRole('radio', { name: 'Client Credentials Grant' }),
  )
  await user.click(screen.getByRole('textbox', { name: /OAuth public key/ }))
  await user.paste(jwk)
  await user.click(screen.getByRole('checkbox', { name: /I attest/ }))
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Success, happy developing!',
    }),
  ).toHaveFocus()
  // The credentials view is a chunk of its own, loaded after the signup.
  expect(await screen.findByText('0oa1ccgclient')).toBeInTheDocument()
  expect(sent).toMatchObject({
    body: {
      typeAndApi: 'ccg/claims',
      apis: 'ccg/claims',
      oAuthPublicKey: jwk,
      attestationChecked: true,
      termsOfService: true,
    },
  })
  expect(sent!.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/)
})

test('While sending the button reads "Sending..."; then the key is shown once with a copy button', async () => {
  server.use(
    http.post(SIGNUP, async () => {
      await delay(150)
      return HttpResponse.json(CREATED, { status: 201 })
    }),
  )
  const { user } = await openSignup('va-facilities')
  await fillPerson(user)
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(
    await screen.findByRole('button', { name: 'Sending...' }),
  ).toBeDisabled()
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Success, happy developing!',
    }),
  ).toBeInTheDocument()
  const key = await screen.findByText(CREATED.token)
  expect(key).toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: 'Copy API key' }),
  ).toBeInTheDocument()
  expect(
    within(screen.getByRole('main')).getByText('AdaLovelace1a2b3c'),
  ).toBeInTheDocument()

  // R-GATEWAY-TRY-IT: the key is kept in this browser only when the developer asks.
  expect(window.localStorage.getItem('sandboxTryItKey')).toBeNull()
  expect(
    screen.getByRole('region', { name: 'sandbox base address' }),
  ).toHaveTextContent('http://127.0.0.1:8080/sandbox-api')
  await user.click(
    screen.getByRole('button', {
      name: 'Use this key for Try it out in this browser',
    }),
  )
  expect(window.localStorage.getItem('sandboxTryItKey')).toBe(CREATED.token)
  expect(screen.getByRole('status')).toHaveTextContent(
    'Saved in this browser only.',
  )
  await user.click(
    screen.getByRole('button', { name: 'Forget this key in this browser' }),
  )
  expect(window.localStorage.getItem('sandboxTryItKey')).toBeNull()
})

test('Field errors from the server show on their fields', async () => {
  server.use(
    http.post(SIGNUP, () =>
      HttpResponse.json(
        {
          errors: ['Invalid email address'],
          fieldErrors: { email: ['Invalid email address'] },
        },
        { status: 400 },
      ),
    ),
  )
  const { user } = await openSignup('va-facilities')
  await fillPerson(user)
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    ),
  )
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus()
})

test('A server failure shows the error banner, focused, with the returned errors and a Support link', async () => {
  server.use(
    http.post(SIGNUP, () =>
      HttpResponse.json({ errors: ['Internal server error'] }, { status: 500 }),
    ),
  )
  const { user } = await openSignup('va-facilities')
  await fillPerson(user)
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  const banner = await screen.findByText(
    /We encountered a server error while saving your form\. Please try again later\./,
  )
  expect(banner).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
  expect(screen.getByText('Internal server error')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Support page/ })).toHaveAttribute(
    'href',
    '/support/contact-us',
  )
})

test('A success with an invalid body says so', async () => {
  server.use(http.post(SIGNUP, () => HttpResponse.json({}, { status: 201 })))
  const { user } = await openSignup('va-facilities')
  await fillPerson(user)
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(
    await screen.findByText(
      'Developer Application endpoint returned successful response status with an invalid response body.',
    ),
  ).toBeInTheDocument()
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
