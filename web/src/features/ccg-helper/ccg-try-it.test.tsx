import { generateKeyPairSync } from 'node:crypto'
import { screen, waitFor, within } from '@testing-library/react'
import { decodeJwt } from 'jose'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { ASSERTION_MESSAGES } from './ccg-try-it.tsx'
import { KEY_MESSAGES } from './ccg-keys.ts'
import { TOKEN_UNREACHABLE_MESSAGE } from './token-response.tsx'
import { CATALOGUE } from '#web/test/catalogue.ts'

// The fixture site configuration's sandboxBaseUrl, then the API's CCG auth path.
const TOKEN_URL =
  'http://127.0.0.1:8080/sandbox-api/oauth2/health/system/v1/token'

async function openGuide() {
  const catalogue = makeCatalogue()
  catalogue.health?.apis.push(
    makeApiEntry({
      name: 'Health API',
      urlSlug: 'health-api',
      oAuthTypes: ['ClientCredentialsGrant'],
      oAuthInfo: {
        ccgInfo: {
          baseAuthPath: '/oauth2/health/system/v1',
          scopes: ['launch', 'system/Patient.read'],
          sandboxAud: 'aus8evxtl123l7Td3297',
          productionAud: 'aus8x27nv4g4BS01v297',
        },
      },
    }),
  )
  server.use(http.get(CATALOGUE, () => HttpResponse.json(catalogue)))
  const view = renderApp('/explore/api/health-api/client-credentials')
  await screen.findByRole('heading', {
    level: 2,
    name: 'Try it in your browser',
  })
  return view
}

type User = Awaited<ReturnType<typeof openGuide>>['user']

const regionText = (name: string) =>
  screen.getByRole('region', { name }).textContent ?? ''

async function buildWithGeneratedKey(user: User) {
  await user.click(
    screen.getByRole('button', { name: 'Generate a key pair in this browser' }),
  )
  await screen.findByRole('region', { name: 'public JWK' })
  await user.type(screen.getByRole('textbox', { name: 'Client ID' }), '0oa-ccg')
  await user.click(
    screen.getByRole('button', { name: 'Build and sign the assertion' }),
  )
  return screen.findByRole('heading', { name: 'Signed assertion' })
}

test('The helper signs an assertion for the client ID and the token endpoint, and shows each part (R-OAUTH-CCG-HELPER-ASSERTION)', async () => {
  const { user } = await openGuide()
  const heading = await buildWithGeneratedKey(user)
  // The heading takes the focus in an effect after it renders (ccg-try-it.tsx), which a slow run
  // can finish after findByRole has seen the heading: wait for it, as a screen reader would.
  await waitFor(() => expect(heading).toHaveFocus())
  const publicJwk = JSON.parse(regionText('public JWK')) as { kid: string }
  expect(JSON.parse(regionText('assertion header'))).toEqual({
    alg: 'RS256',
    typ: 'JWT',
    kid: publicJwk.kid,
  })
  const claims = JSON.parse(regionText('assertion claims')) as Record<
    string,
    number | string
  >
  expect(claims).toMatchObject({
    iss: '0oa-ccg',
    sub: '0oa-ccg',
    aud: TOKEN_URL,
  })
  expect(Number(claims.exp) - Number(claims.iat)).toBe(300)
  expect(Math.abs(Number(claims.iat) - Date.now() / 1000)).toBeLessThan(60)
  expect(claims.jti).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )
  expect(decodeJwt(regionText('signed JWT'))).toEqual(claims)
})

test('Request a token POSTs the form to the token endpoint and shows the token response (R-OAUTH-CCG-HELPER-TOKEN)', async () => {
  let sent: URLSearchParams | null = null
  server.use(
    http.post(TOKEN_URL, async ({ request }) => {
      sent = new URLSearchParams(await request.text())
      return HttpResponse.json({
        access_token: 'eyJ.access.token',
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'launch system/Patient.read',
      })
    }),
  )
  const { user } = await openGuide()
  await buildWithGeneratedKey(user)
  const jwt = regionText('signed JWT')
  await user.click(screen.getByRole('button', { name: 'Request a token' }))
  const response = await screen.findByRole('heading', {
    name: 'Token response',
  })
  await waitFor(() => expect(response).toHaveFocus())
  expect(Object.fromEntries(sent!)).toEqual({
    grant_type: 'client_credentials',
    client_assertion_type:
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: jwt,
    scope: 'launch system/Patient.read',
    launch: btoa('{"patient":"1000720100V271387"}'),
  })
  expect(
    screen.getByText(/Token received\. Call the API with/),
  ).toBeInTheDocument()
  expect(regionText('sandbox token response')).toContain('"expires_in": 300')
})

test('A refused request shows the RFC 6749 error; a pasted PEM key signs without a kid', async () => {
  server.use(
    http.post(TOKEN_URL, () =>
      HttpResponse.json(
        {
          error: 'invalid_client',
          error_description: 'client assertion expired',
        },
        { status: 401 },
      ),
    ),
  )
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()
  const { user } = await openGuide()
  await user.click(
    screen.getByRole('textbox', {
      name: 'Or paste your private key (JWK or PEM)',
    }),
  )
  await user.paste(pem)
  await user.click(screen.getByRole('button', { name: 'Use this private key' }))
  expect(
    await screen.findByText('The pasted key is ready to sign.'),
  ).toBeInTheDocument()
  await user.type(screen.getByRole('textbox', { name: 'Client ID' }), '0oa-ccg')
  await user.click(
    screen.getByRole('checkbox', { name: 'system/Patient.read' }),
  )
  await user.click(
    screen.getByRole('button', { name: 'Build and sign the assertion' }),
  )
  await screen.findByRole('heading', { name: 'Signed assertion' })
  expect(JSON.parse(regionText('assertion header'))).toEqual({
    alg: 'RS256',
    typ: 'JWT',
  })
  await user.click(screen.getByRole('button', { name: 'Request a token' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The token endpoint refused the request (HTTP 401): invalid_client — client assertion expired. A new request needs a new assertion: build it again.',
  )
  expect(regionText('sandbox token response')).toContain('invalid_client')
})

test('An unreachable token endpoint says so', async () => {
  server.use(http.post(TOKEN_URL, () => HttpResponse.error()))
  const { user } = await openGuide()
  await buildWithGeneratedKey(user)
  await user.click(screen.getByRole('button', { name: 'Request a token' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    TOKEN_UNREACHABLE_MESSAGE,
  )
})

test('Building without a key, client ID, scope or valid launch shows each message and focuses the first', async () => {
  const { user } = await openGuide()
  for (const scope of ['launch', 'system/Patient.read'])
    await user.click(screen.getByRole('checkbox', { name: scope }))
  const launch = screen.getByRole('textbox', { name: 'Launch (JSON)' })
  await user.clear(launch)
  await user.type(launch, 'patient')
  await user.click(
    screen.getByRole('button', { name: 'Build and sign the assertion' }),
  )
  const keyMessage = await screen.findByText(ASSERTION_MESSAGES.key)
  expect(keyMessage).toHaveFocus()
  expect(
    screen.getByRole('textbox', { name: 'Client ID' }),
  ).toHaveAccessibleDescription(
    expect.stringContaining(ASSERTION_MESSAGES.clientId),
  )
  expect(screen.getByText(ASSERTION_MESSAGES.scopes)).toBeInTheDocument()
  expect(launch).toHaveAccessibleDescription(
    expect.stringContaining(ASSERTION_MESSAGES.launch),
  )
  expect(launch).toHaveAttribute('aria-invalid', 'true')
  expect(
    screen.queryByRole('heading', { name: 'Signed assertion' }),
  ).not.toBeInTheDocument()
})

test('A pasted public key or PKCS#1 key is refused with its message', async () => {
  const { user } = await openGuide()
  const field = screen.getByRole('textbox', {
    name: 'Or paste your private key (JWK or PEM)',
  })
  await user.click(field)
  await user.paste('{"kty":"RSA","n":"AQAB","e":"AQAB"}')
  await user.click(screen.getByRole('button', { name: 'Use this private key' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    KEY_MESSAGES.publicOnly,
  )
  expect(field).toHaveAttribute('aria-invalid', 'true')
  await user.clear(field)
  await user.paste('-----BEGIN RSA PRIVATE KEY-----\nMIIE\n')
  await user.click(screen.getByRole('button', { name: 'Use this private key' }))
  expect(
    await within(screen.getByRole('alert')).findByText(KEY_MESSAGES.pkcs1),
  ).toBeInTheDocument()
})

test('A key WebCrypto cannot sign with says so', async () => {
  const { user } = await openGuide()
  await user.click(
    screen.getByRole('button', { name: 'Generate a key pair in this browser' }),
  )
  await screen.findByRole('region', { name: 'public JWK' })
  vi.spyOn(crypto.subtle, 'sign').mockRejectedValue(new Error('no'))
  await user.type(screen.getByRole('textbox', { name: 'Client ID' }), '0oa-ccg')
  await user.click(
    screen.getByRole('button', { name: 'Build and sign the assertion' }),
  )
  expect(await screen.findByText(ASSERTION_MESSAGES.signing)).toHaveFocus()
})
