import { act, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { makeApiEntry } from '@portal/schema/fixtures/catalogue'
import {
  authGuideMarkdown,
  authorizationCodeGuide,
  clientCredentialsGuide,
} from '@portal/schema/content/auth-guides'
import { renderApp } from '#web/test/render-app.tsx'
import { serveCatalogueWith } from '#web/test/catalogue.ts'
import { expectMainShowsMarkdown } from '#web/test/markdown-twin.tsx'

const OAUTH_INFO = {
  acgInfo: {
    baseAuthPath: '/oauth2/health/v1',
    scopes: [
      'profile',
      'openid',
      'offline_access',
      'launch/patient',
      'patient/Patient.read',
    ],
    sandboxWellKnownConfig:
      'https://sandbox-api.va.gov/oauth2/health/v1/.well-known/openid-configuration',
  },
  ccgInfo: {
    baseAuthPath: '/oauth2/health/system/v1',
    scopes: ['launch', 'patient/Patient.read'],
    sandboxAud: 'aus8evxtl123l7Td3297',
    productionAud: 'aus8x27nv4g4BS01v297',
  },
}

test('The Authorization Code guide has its six sections, built from the API', async () => {
  serveCatalogueWith({
    name: 'Health API',
    urlSlug: 'health-api',
    oAuthTypes: ['AuthorizationCodeGrant'],
    oAuthInfo: OAUTH_INFO,
  })
  renderApp('/explore/api/health-api/authorization-code')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Authorization Code Grant',
    }),
  ).toBeInTheDocument()
  expect(
    screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual([
    'Getting Started',
    'Building OpenID Connect Applications',
    'Scopes',
    'ID Token',
    'Test Users',
    'HTTPS',
  ])
  const authorize = screen.getByRole('region', {
    name: 'authorization request',
  })
  expect(authorize).toHaveTextContent(
    'http://127.0.0.1:8080/sandbox-api/oauth2/health/v1/authorization?',
  )
  expect(authorize).toHaveTextContent('code_challenge_method=S256')
  expect(authorize).toHaveTextContent(
    `launch=${btoa('{"patient":"1000720100V271387"}')}`,
  )
  expect(screen.getByText('launch/patient')).toBeInTheDocument()
  expect(
    screen.getByText(/7 days in sandbox and 42 days in production/),
  ).toBeInTheDocument()
})

test('The Client Credentials guide shows the assertion rules and the test ICN section', async () => {
  serveCatalogueWith({
    name: 'Health API',
    urlSlug: 'health-api',
    oAuthTypes: ['ClientCredentialsGrant'],
    oAuthInfo: OAUTH_INFO,
  })
  renderApp('/explore/api/health-api/client-credentials')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Client Credentials Grant',
    }),
  ).toBeInTheDocument()
  expect(
    screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual([
    'Getting started',
    'Generating an RSA key pair',
    'Requesting a token',
    'Try it in your browser',
    'Test user ICNs',
  ])
  expect(
    screen.getByRole('region', { name: 'key generation commands' }),
  ).toHaveTextContent('openssl genrsa -out private.pem 2048')
  expect(
    screen.getByRole('region', { name: 'client assertion claims' }),
  ).toHaveTextContent(
    // The portal's sandbox authorization server, never the department's Okta (R-OAUTH-CCG-HELPER-ENDPOINTS).
    '"aud": "http://127.0.0.1:8080/sandbox-api/oauth2/health/system/v1/token"',
  )
  expect(
    screen.getByRole('region', { name: 'token request' }),
  ).toHaveTextContent(
    'curl -X POST http://127.0.0.1:8080/sandbox-api/oauth2/health/system/v1/token',
  )
  expect(document.body).not.toHaveTextContent(/okta\.com|dev-api\.va\.gov/)
  expect(screen.getByText(/more than 300 seconds after/)).toBeInTheDocument()
  expect(
    screen.getByRole('region', { name: 'token response' }),
  ).toHaveTextContent('"expires_in": 300')
})

test('The test ICN section is hidden for loan-review', async () => {
  serveCatalogueWith({
    name: 'Loan Review API',
    urlSlug: 'loan-review',
    urlFragment: 'loan_review',
    oAuthTypes: ['ClientCredentialsGrant'],
    oAuthInfo: OAUTH_INFO,
  })
  renderApp('/explore/api/loan-review/client-credentials')
  expect(
    await screen.findByRole('heading', {
      level: 2,
      name: 'Requesting a token',
    }),
  ).toBeInTheDocument()
  expect(
    screen.queryByRole('heading', { name: 'Test user ICNs' }),
  ).not.toBeInTheDocument()
  expect(
    screen.getByRole('region', { name: 'token request' }),
  ).toHaveTextContent(`launch=${btoa('{"portal_id":"12345678"}')}`)
})

test('A guide for a grant the API does not use says "API does not include this auth type"', async () => {
  renderApp('/explore/api/va-facilities/client-credentials')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'API does not include this auth type',
    }),
  ).toBeInTheDocument()
})

test('A copy button copies the sample and says "Copied!" for two seconds', async () => {
  serveCatalogueWith({
    name: 'Health API',
    urlSlug: 'health-api',
    oAuthTypes: ['ClientCredentialsGrant'],
    oAuthInfo: OAUTH_INFO,
  })
  const { user } = renderApp('/explore/api/health-api/client-credentials')
  const button = await screen.findByRole('button', {
    name: 'Copy key generation commands',
  })
  vi.useFakeTimers({ shouldAdvanceTime: true })
  try {
    await user.click(button)
    expect(await navigator.clipboard.readText()).toContain(
      'openssl genrsa -out private.pem 2048',
    )
    expect(within(button).getByText('Copied!')).toBeInTheDocument()
    await act(async () => {
      vi.advanceTimersByTime(1900)
    })
    expect(within(button).getByText('Copied!')).toBeInTheDocument()
    await act(async () => {
      vi.advanceTimersByTime(200)
    })
    expect(within(button).getByText('Copy')).toBeInTheDocument()
  } finally {
    vi.useRealTimers()
  }
})

const GUIDE_API = makeApiEntry({
  name: 'Health API',
  urlSlug: 'health-api',
  urlFragment: 'health',
  oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
  oAuthInfo: OAUTH_INFO,
})

// R-DOCS-MARKDOWN-GUIDES: the server writes the twin from the same guide, over the same site
// configuration (the server test checks that half).
for (const { path, lastHeading, guide, line } of [
  {
    path: 'authorization-code',
    lastHeading: 'HTTPS',
    guide: authorizationCodeGuide,
    line: '"scope": "profile openid offline_access launch/patient patient/Patient.read",',
  },
  {
    path: 'client-credentials',
    lastHeading: 'Test user ICNs',
    guide: clientCredentialsGuide,
    line: 'openssl genrsa -out private.pem 2048',
  },
]) {
  test(`The ${path} guide shows every line of its markdown twin, written from the same guide`, async () => {
    serveCatalogueWith(GUIDE_API)
    renderApp(`/explore/api/health-api/${path}`)
    await screen.findByRole('heading', { level: 2, name: lastHeading })
    const lines = expectMainShowsMarkdown(
      authGuideMarkdown(
        guide(GUIDE_API, {
          sandboxBaseUrl: 'http://127.0.0.1:8080/sandbox-api',
          origin: window.location.origin,
        }),
      ),
    )
    expect(lines).toContain(line)
  })
}
