// R-SSR-FORM-*: the contact and sandbox access forms posted to their pages without JavaScript.
// The web app's server bundle is a stand-in that renders what it was asked (test/web-dist.ts);
// the browser test (web/e2e/no-js-forms.spec.ts) renders the real pages.
import type { FastifyInstance } from 'fastify'
import { beforeAll, expect, test } from 'vitest'
import { SIGNUP_MESSAGES } from '@portal/schema/sandbox-signup'
import { SUPPORT_MESSAGES } from '@portal/schema/support-request'
import type { Db } from '../db/client.ts'
import { buildTestApp } from '../../test/build-test-app.ts'
import { makeRenderingWebDist, renderAsked } from '../../test/web-dist.ts'

const CONTACT = '/support/contact-us'
const SANDBOX = '/explore/api/va-facilities/sandbox-access'
const ATTESTED = '/explore/api/benefits-claims/sandbox-access'
const TOKEN = 'page-csrf-token-0123456789abcdef'
const ORIGIN = 'http://localhost:80'

let web: Awaited<ReturnType<typeof makeRenderingWebDist>>
beforeAll(async () => {
  web = await makeRenderingWebDist()
})

// Each test's app (closed when the test ends) over the shared database.
let app: FastifyInstance
let db: Db
async function start() {
  ;({ app, db } = await buildTestApp(web))
}

let counter = 0
const uniqueEmail = () => `nojs-${Date.now()}-${(counter += 1)}@example.org`

/** Posts a form body to a page as a browser without JavaScript does: the cookie and the field. */
function post(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `CSRF-TOKEN=${TOKEN}`,
      origin: ORIGIN,
      ...headers,
    },
    payload: new URLSearchParams({ _csrf: TOKEN, ...fields }).toString(),
  })
}

const supportRows = (email: string) =>
  db
    .selectFrom('support_requests')
    .select(['type', 'role', 'description'])
    .where('email', '=', email)
    .execute()
const consumerRows = (email: string) =>
  db
    .selectFrom('consumers')
    .select('email')
    .where('email', '=', email)
    .execute()

test('A form page sets its CSRF cookie for its own path and renders the token into the page, per visitor', async () => {
  await start()
  const response = await app.inject({ method: 'GET', url: CONTACT })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('private, no-cache')
  const cookie = response.cookies.find((c) => c.name === 'CSRF-TOKEN')
  expect(cookie).toMatchObject({
    path: CONTACT,
    httpOnly: true,
    sameSite: 'Strict',
  })
  expect(renderAsked(response.body).csrfToken).toBe(cookie?.value)
  // A visitor who has the cookie keeps it.
  const again = await app.inject({
    method: 'GET',
    url: SANDBOX,
    headers: { cookie: `CSRF-TOKEN=${TOKEN}` },
  })
  expect(renderAsked(again.body).csrfToken).toBe(TOKEN)
})

test('A bad contact post answers 400 with the page, the spec’s messages and what was sent; nothing stored', async () => {
  await start()
  const email = 'not an address'
  const response = await post(CONTACT, {
    type: 'DEFAULT',
    lastName: 'Lovelace',
    email,
    role: 'OTHER',
  })
  expect(response.statusCode).toBe(400)
  expect(response.headers['content-type']).toContain('text/html')
  expect(response.headers['cache-control']).toBe('private, no-store')
  const { submission, csrfToken } = renderAsked(response.body)
  expect(csrfToken).toBe(TOKEN)
  expect(submission?.fieldErrors).toEqual({
    firstName: SUPPORT_MESSAGES.firstName,
    email: SUPPORT_MESSAGES.emailInvalid,
    roleDescription: SUPPORT_MESSAGES.roleDescription,
    description: SUPPORT_MESSAGES.description,
  })
  expect(submission?.values).toEqual({
    type: 'DEFAULT',
    lastName: 'Lovelace',
    email,
    role: 'OTHER',
  })
  expect(await supportRows(email)).toEqual([])
})

test('A good contact post stores the request, queues its emails and answers the thanks', async () => {
  await start()
  const email = uniqueEmail()
  const response = await post(CONTACT, {
    type: 'DEFAULT',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    role: 'OTHER',
    roleDescription: 'Data steward',
    description: 'Posted without JavaScript.',
  })
  expect(response.statusCode).toBe(200)
  expect(renderAsked(response.body).submission).toMatchObject({
    result: true,
    fieldErrors: {},
    errors: [],
  })
  expect(await supportRows(email)).toEqual([
    {
      type: 'DEFAULT',
      role: 'Data steward',
      description: 'Posted without JavaScript.',
    },
  ])
  const outbox = await db
    .selectFrom('email_outbox')
    .select('template')
    .where('recipient', '=', email)
    .execute()
  expect(outbox).toEqual([{ template: 'support-confirmation' }])
})

test('A post without the page’s token, or from another site, is refused with the page under 403; nothing stored', async () => {
  await start()
  const email = uniqueEmail()
  const fields = {
    type: 'DEFAULT',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    role: 'DEVELOPER',
    description: 'x',
  }
  for (const response of [
    await post(CONTACT, { ...fields, _csrf: 'another-token-0123456789abcdef' }),
    await post(CONTACT, fields, { origin: 'https://evil.example' }),
    await post(CONTACT, fields, {
      origin: 'null',
      'sec-fetch-site': 'cross-site',
    }),
  ]) {
    expect(response.statusCode).toBe(403)
    expect(response.headers['content-type']).toContain('text/html')
    expect(renderAsked(response.body).submission?.errors).toEqual([
      'Access is forbidden',
    ])
  }
  expect(await supportRows(email)).toEqual([])
  // A page under no-referrer posts with Origin: null; the browser says it is our own.
  const ours = await post(CONTACT, fields, {
    origin: 'null',
    'sec-fetch-site': 'same-origin',
  })
  expect(ours.statusCode).toBe(200)
})

test('A filled honeypot is refused as any failed form, and nothing is stored', async () => {
  await start()
  const email = uniqueEmail()
  const response = await post(CONTACT, {
    type: 'DEFAULT',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    role: 'DEVELOPER',
    description: 'x',
    faxNumber: '555',
  })
  expect(response.statusCode).toBe(400)
  expect(renderAsked(response.body).submission?.errors).toEqual([
    'Form submission failed',
  ])
  expect(await supportRows(email)).toEqual([])
})

test('A bad signup post answers 400 with the spec’s messages; a good one stores the consumer and answers the credentials, kept nowhere', async () => {
  await start()
  const bad = await post(SANDBOX, {
    email: 'x',
    typeAndApi: 'apikey/facilities',
  })
  expect(bad.statusCode).toBe(400)
  expect(renderAsked(bad.body).submission?.fieldErrors).toEqual({
    firstName: SIGNUP_MESSAGES.firstName,
    lastName: SIGNUP_MESSAGES.lastName,
    email: SIGNUP_MESSAGES.emailInvalid,
    organization: SIGNUP_MESSAGES.organization,
    termsOfService: SIGNUP_MESSAGES.termsOfService,
  })

  const email = uniqueEmail()
  const good = await post(SANDBOX, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    organization: 'Engines',
    typeAndApi: 'apikey/facilities',
    termsOfService: 'on',
  })
  expect(good.statusCode).toBe(200)
  expect(good.headers['cache-control']).toBe('private, no-store')
  const result = renderAsked(good.body).submission?.result as {
    token: string
  }
  expect(result.token).toMatch(/^[A-Za-z0-9]{32}$/)
  expect(await consumerRows(email)).toEqual([{ email }])
  const outbox = await db
    .selectFrom('email_outbox')
    .select('template')
    .where('recipient', '=', email)
    .execute()
  expect(outbox).toHaveLength(1)
})

test('An API that requires attestation has its form require the checkbox, with the other messages at once', async () => {
  await start()
  const email = uniqueEmail()
  const response = await post(ATTESTED, {
    firstName: 'Ada',
    email,
    typeAndApi: 'acg/claims',
  })
  expect(response.statusCode).toBe(400)
  expect(renderAsked(response.body).submission?.fieldErrors).toMatchObject({
    lastName: SIGNUP_MESSAGES.lastName,
    attestationChecked: SIGNUP_MESSAGES.attestation,
  })
  expect(await consumerRows(email)).toEqual([])
})
