// Sandbox signup submit: what is sent, the credentials shown after, and the server's errors.
import { generateKeyPairSync } from 'node:crypto'
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '#web/test/msw-server.ts'
import { fillPerson, openSignup } from '#web/test/sandbox-signup-form.tsx'

/** The server's answer to an API key signup. */
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

const SIGNUP = '*/platform-backend/v0/consumers/applications'

// First in the file: the credentials chunk is not loaded yet, as on a real first signup.
test('The success heading and the credential show in the same render, never the heading alone', async () => {
  server.use(
    http.post(SIGNUP, () => HttpResponse.json(CREATED, { status: 201 })),
  )
  const { user } = await openSignup('va-facilities')
  await fillPerson(user)
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  // Every change of the page is looked at as it happens, before anything can fill a gap.
  const seen: { heading: boolean; key: boolean }[] = []
  const observer = new MutationObserver(() => {
    const heading = screen.queryByRole('heading', {
      level: 1,
      name: 'Success, happy developing!',
    })
    if (heading)
      seen.push({
        heading: true,
        key: screen.queryByText(CREATED.token) !== null,
      })
  })
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  })
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  expect(await screen.findByText(CREATED.token)).toBeInTheDocument()
  observer.disconnect()
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.filter((state) => !state.key)).toEqual([])
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Success, happy developing!',
    }),
  ).toHaveFocus()
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
