import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { makeApiEntry, makeCatalogue } from '@portal/schema/fixtures/catalogue'
import { parsePublicJwk } from '@portal/schema/jwk'
import { server } from '#web/test/msw-server.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { GENERATE_FAILED_MESSAGE } from './key-pair-generator.tsx'
import { CATALOGUE } from '#web/test/catalogue.ts'

const SIGNUP = '*/platform-backend/v0/consumers/applications'

// jsdom has no object URLs: keep each Blob, to read what a download would save.
function captureObjectUrls() {
  const blobs = new Map<string, Blob>()
  const revoked: string[] = []
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`
        blobs.set(url, blob)
        return url
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  )
  return { blobs, revoked }
}

async function openCcgSignup() {
  const catalogue = makeCatalogue()
  catalogue.health?.apis.push(
    makeApiEntry({
      altID: 'claims',
      name: 'Benefits Claims API',
      urlSlug: 'benefits-claims',
      urlFragment: 'claims',
      apikey: false,
      oAuth: true,
      oAuthTypes: ['ClientCredentialsGrant'],
    }),
  )
  server.use(http.get(CATALOGUE, () => HttpResponse.json(catalogue)))
  const view = renderApp('/explore/api/benefits-claims/sandbox-access')
  await screen.findByRole('heading', { level: 1, name: /Sandbox access$/ })
  return view
}

test('Generating a key pair fills the public key field with a JWK and a kid, and offers the private key as JWK and PEM (R-OAUTH-CCG-HELPER-SIGNUP)', async () => {
  const { blobs } = captureObjectUrls()
  const { user } = await openCcgSignup()
  await user.click(
    screen.getByRole('button', { name: 'Generate a key pair in this browser' }),
  )
  const status = await screen.findByText(
    /A 2048-bit RSA key pair was made in this browser\. Its public key is now in the OAuth public key field\./,
  )
  // eslint-disable-next-line testing-library/no-node-access -- the live region around the message
  const region = status.closest('[role="status"]')
  expect(region).toHaveFocus()
  const field = screen.getByRole('textbox', { name: /OAuth public key/ })
  const publicJwk = JSON.parse((field as HTMLTextAreaElement).value) as Record<
    string,
    unknown
  >
  expect(parsePublicJwk(publicJwk)).not.toBeNull()
  expect(publicJwk.kid).toEqual(expect.any(String))
  expect(publicJwk).not.toHaveProperty('d')
  expect(status).toHaveTextContent(String(publicJwk.kid))

  const jwkLink = screen.getByRole('link', {
    name: 'Download the private key as JWK',
  })
  const pemLink = screen.getByRole('link', {
    name: 'Download the private key as PEM (PKCS#8)',
  })
  expect(jwkLink).toHaveAttribute(
    'download',
    `private-key-${String(publicJwk.kid).slice(0, 8)}.jwk.json`,
  )
  expect(pemLink).toHaveAttribute(
    'download',
    `private-key-${String(publicJwk.kid).slice(0, 8)}.pem`,
  )
  const privateJwk = JSON.parse(
    await blobs.get(jwkLink.getAttribute('href') ?? '')!.text(),
  ) as Record<string, unknown>
  expect(privateJwk).toMatchObject({ n: publicJwk.n, kid: publicJwk.kid })
  expect(privateJwk.d).toEqual(expect.any(String))
  expect(await blobs.get(pemLink.getAttribute('href') ?? '')!.text()).toMatch(
    /^-----BEGIN PRIVATE KEY-----/,
  )
})

test('The signup sends only the generated public key', async () => {
  captureObjectUrls()
  let sentKey: unknown = null
  server.use(
    http.post(SIGNUP, async ({ request }) => {
      sentKey = ((await request.json()) as Record<string, unknown>)
        .oAuthPublicKey
      return HttpResponse.json(
        {
          apis: 'ccg/claims',
          email: 'ada@example.org',
          userId: '5f0c2d2e-0000-4000-8000-000000000001',
          token: null,
          clientID: null,
          clientSecret: null,
          redirectURI: null,
          ccgClientId: '0oa1ccgclient',
          kongUsername: 'AdaLovelace1a2b3c',
        },
        { status: 201 },
      )
    }),
  )
  const { user } = await openCcgSignup()
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ada')
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'L')
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'a@b.org')
  await user.type(screen.getByRole('textbox', { name: /^Organization/ }), 'O')
  await user.click(
    screen.getByRole('button', { name: 'Generate a key pair in this browser' }),
  )
  await screen.findByRole('link', { name: 'Download the private key as JWK' })
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }))
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  await screen.findByText('0oa1ccgclient')
  expect(String(sentKey)).toContain('"kid"')
  expect(JSON.parse(String(sentKey))).not.toHaveProperty('d')
})

test('A browser without WebCrypto key generation says so', async () => {
  vi.spyOn(crypto.subtle, 'generateKey').mockRejectedValue(
    new Error('not supported'),
  )
  const { user } = await openCcgSignup()
  await user.click(
    screen.getByRole('button', { name: 'Generate a key pair in this browser' }),
  )
  expect(await screen.findByRole('alert')).toHaveTextContent(
    GENERATE_FAILED_MESSAGE,
  )
})
