import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { RedirectUrisRequestSchema } from '@portal/schema/credential-care'
import { REFUSED_REDIRECT_URIS } from '@portal/schema/fixtures/redirect-uris'
import { server } from '#web/test/msw-server.ts'
import {
  CARE,
  CARE_PAGE as PAGE,
  careOverview,
} from '#web/test/credential-care.ts'
import { renderApp } from '#web/test/render-app.tsx'

const HTTPS = 'Enter an https URI: http is allowed only for localhost'

const overview = (kind: 'acg' | 'ccg') =>
  careOverview(kind, [
    {
      action: 'Rotated the client secret',
      detail: 'New one starts x.',
      address: '203.0.113.9',
      at: '2026-11-21T10:00:00.000Z',
    },
  ])

const usage = http.post(`${CARE}/usage`, () =>
  HttpResponse.json({
    days: [],
    counts: { success: 0, clientError: 0, serverError: 0, tooMany: 0 },
    p50Ms: null,
    p95Ms: null,
    recent: [],
  }),
)

test('ACG redirect URIs: the server’s rule is shown, then saved; the audit trail lists changes (R-CARE-REDIRECTS, R-CARE-AUDIT)', async () => {
  const sent: unknown[] = []
  server.use(
    http.post(CARE, () => HttpResponse.json(overview('acg'))),
    usage,
    http.post(`${CARE}/redirect-uris`, async ({ request }) => {
      const body = (await request.json()) as { redirectUris: string[] }
      sent.push(body.redirectUris)
      return body.redirectUris.some((uri) => uri.startsWith('http:'))
        ? HttpResponse.json({ errors: [HTTPS] }, { status: 400 })
        : new HttpResponse(null, { status: 204 })
    }),
  )
  const { user } = renderApp(PAGE)
  expect(await screen.findByText('0oaClient')).toBeInTheDocument()
  expect(
    screen.getByRole('cell', { name: /Rotated the client secret/ }),
  ).toBeInTheDocument()
  expect(screen.getByRole('cell', { name: '203.0.113.9' })).toBeInTheDocument()
  await user.click(
    screen.getByText('Edit redirect URIs', { selector: 'summary' }),
  )
  const field = screen.getByRole('textbox', { name: 'Redirect URIs' })
  expect(field).toHaveValue('https://app.example.org/cb')
  await user.type(field, '\nhttp://app.example.org/two')
  await user.click(screen.getByRole('button', { name: 'Save redirect URIs' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(HTTPS)
  await user.clear(field)
  await user.type(
    field,
    'https://app.example.org/cb\nhttps://app.example.org/two',
  )
  await user.click(screen.getByRole('button', { name: 'Save redirect URIs' }))
  expect(await screen.findByText('Redirect URIs saved.')).toBeInTheDocument()
  expect(sent.at(-1)).toEqual([
    'https://app.example.org/cb',
    'https://app.example.org/two',
  ])
})

test('Refused redirect URIs show the rule’s message for each line; URIs set aside are listed (R-REDIRECT-URI, R-REDIRECT-REPAIR)', async () => {
  const acg = overview('acg')
  const application = acg.applications[0]
  if (application)
    application.setAsideRedirectUris = ['https://*.example.org/cb']
  server.use(
    http.post(CARE, () => HttpResponse.json(acg)),
    usage,
    // The server's answer, made with the shared schema as the route makes it.
    http.post(`${CARE}/redirect-uris`, async ({ request }) => {
      const parsed = RedirectUrisRequestSchema.safeParse(await request.json())
      if (parsed.success) return new HttpResponse(null, { status: 204 })
      const fieldErrors: Record<string, string[]> = {}
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.')
        fieldErrors[path] = [...(fieldErrors[path] ?? []), issue.message]
      }
      return HttpResponse.json(
        {
          errors: [...new Set(Object.values(fieldErrors).flat())],
          fieldErrors,
        },
        { status: 400 },
      )
    }),
  )
  const { user } = renderApp(PAGE)
  expect(await screen.findByText('Set aside (not used)')).toBeInTheDocument()
  expect(
    screen.getByText('"https://*.example.org/cb"', { selector: 'dd' }),
  ).toBeInTheDocument()
  await user.click(
    screen.getByText('Edit redirect URIs', { selector: 'summary' }),
  )
  const field = screen.getByRole('textbox', { name: 'Redirect URIs' })
  const refused = REFUSED_REDIRECT_URIS.filter(({ problem }) =>
    ['fragment', 'wildcard', 'html', 'userinfo'].includes(problem),
  )
  await user.clear(field)
  await user.click(field)
  await user.paste(
    ['https://app.example.org/cb', ...refused.map(({ uri }) => uri)].join('\n'),
  )
  await user.click(screen.getByRole('button', { name: 'Save redirect URIs' }))
  const alert = await screen.findByRole('alert')
  refused.forEach(({ uri, message }, index) => {
    expect(alert).toHaveTextContent(`Line ${index + 2}, “${uri}”: ${message}`)
  })
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveAccessibleDescription(expect.stringContaining('Line 2,'))
})

test('CCG: the key id is listed and the public key replaced; revoking asks first (R-CARE-PUBLIC-KEY, R-CARE-REVOKE)', async () => {
  const calls: string[] = []
  server.use(
    http.post(CARE, () => HttpResponse.json(overview('ccg'))),
    usage,
    http.post(`${CARE}/public-key`, () => {
      calls.push('public-key')
      return new HttpResponse(null, { status: 204 })
    }),
    http.post(`${CARE}/revoke`, () => {
      calls.push('revoke')
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const { user } = renderApp(PAGE)
  expect(await screen.findByText('my-key-1')).toBeInTheDocument()
  expect(
    screen.queryByText(/Rotate the/, { selector: 'summary' }),
  ).not.toBeInTheDocument()
  await user.click(
    screen.getByText('Replace the public key', { selector: 'summary' }),
  )
  await user.click(
    screen.getByRole('textbox', { name: 'New public key (JWK)' }),
  )
  await user.paste('{"kty":"RSA","n":"abc","e":"AQAB"}')
  await user.click(
    screen.getByRole('button', { name: 'Replace the public key' }),
  )
  expect(await screen.findByText('Public key replaced.')).toBeInTheDocument()
  await user.click(
    screen.getByRole('button', {
      name: 'Revoke the Client Credentials Grant client',
    }),
  )
  expect(
    screen.getByRole('button', { name: 'Yes, revoke it' }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(calls).toEqual(['public-key'])
  await user.click(
    screen.getByRole('button', {
      name: 'Revoke the Client Credentials Grant client',
    }),
  )
  await user.click(screen.getByRole('button', { name: 'Yes, revoke it' }))
  await expect.poll(() => calls).toEqual(['public-key', 'revoke'])
})
