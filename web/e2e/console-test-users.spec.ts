import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import { DEV_STAFF, signInAs } from './console-staff.ts'
import { waitForMail } from './mailbox.ts'
import { catchCallback, signIn, type Client } from './oauth-client.ts'
import { ADA, choose, fillDeveloper } from './signup-form.ts'

// R-TEST-USERS-*: a publisher adds a test user to an Authorization Code API made in the console;
// a developer finds it on the test data page, signs in with it through the sandbox sign-in, gets
// a token and calls the API: 2xx.

test.describe.configure({ timeout: 120_000 })

const REDIRECT = 'http://localhost:9777/callback'
const SCOPE = 'openid profile patient/records.read'

/** An Authorization Code API of the test's own and its first document, through the console's API. */
async function addAcgApi(page: Page, baseURL: string, slug: string) {
  const token = `e2e-test-users-csrf-${slug}-0123456789`
  await page
    .context()
    .addCookies([
      { name: 'CSRF-TOKEN', value: token, url: `${baseURL}/platform-backend` },
    ])
  const headers = { 'x-csrf-token': token, origin: baseURL }
  const fragment = slug.replaceAll('-', '_')
  const authPath = `/oauth2/${slug}/v1`
  const added = await page.request.post(
    '/platform-backend/v0/console/api-entries',
    {
      headers,
      data: {
        name: `Records ${slug} API`,
        urlSlug: slug,
        urlFragment: fragment,
        altID: fragment.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
        description: 'A Veteran’s records, for the test users of one test.',
        categoryUrlFragment: 'health',
        overviewPageContent: '',
        apiIntro: '',
        releaseNotes: '',
        oAuthTypes: ['AuthorizationCodeGrant'],
        oAuthInfo: {
          acgInfo: {
            baseAuthPath: authPath,
            scopes: ['openid', 'profile', 'patient/records.read'],
            sandboxWellKnownConfig: `https://sandbox-api.va.gov${authPath}/.well-known/openid-configuration`,
          },
        },
        apikey: false,
        openData: false,
        enabledByDefault: true,
        isStealthLaunched: false,
        veteranRedirect: null,
        requiresApiAttestation: false,
        requiresEthicsAttestation: false,
        restrictedAccess: {
          restricted: false,
          blockSandboxAccessForm: false,
          blockProdAccessForm: false,
          versions: [],
        },
        restrictedAccessToggle: false,
        restrictedAccessDetails: '',
        vaInternalOnly: null,
        lastProdAccessStep: 4,
        environments: ['sandbox'],
      },
    },
  )
  expect(added.status(), await added.text()).toBe(201)
  const { id } = (await added.json()) as { id: string }
  const document = JSON.stringify({
    openapi: '3.0.3',
    info: {
      title: `Records ${slug}`,
      version: '1.0.0',
      description: 'Records of a Veteran.',
      contact: { name: 'VA API Platform', email: 'api@va.gov' },
    },
    servers: [
      {
        url: `https://sandbox-api.va.gov/services/${slug}/{version}`,
        description: 'Sandbox',
        variables: { version: { default: 'v1' } },
      },
    ],
    tags: [{ name: 'records', description: 'Records' }],
    security: [{ oauth: ['patient/records.read'] }],
    components: {
      securitySchemes: {
        oauth: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: `https://sandbox-api.va.gov${authPath}/authorization`,
              tokenUrl: `https://sandbox-api.va.gov${authPath}/token`,
              scopes: { 'patient/records.read': 'Read records' },
            },
          },
        },
      },
    },
    paths: {
      '/states': {
        get: {
          operationId: 'getStates',
          summary: 'States',
          description: 'The states a Veteran may live in.',
          tags: ['records'],
          responses: {
            '200': {
              description: 'The states',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      items: { type: 'array', items: { type: 'string' } },
                    },
                  },
                  example: { items: ['AL', 'AK'] },
                },
              },
            },
          },
        },
      },
    },
  })
  const specs = `/platform-backend/v0/console/apis/${id}/specs`
  const report = (await (
    await page.request.post(`${specs}/check`, { headers, data: { document } })
  ).json()) as { releaseNoteDraft: string }
  const published = await page.request.post(specs, {
    headers,
    data: { document, releaseNote: report.releaseNoteDraft },
  })
  expect(published.status(), await published.text()).toBe(201)
  return { id, authPath }
}

test('A publisher adds a test user to a console-made ACG API; a developer signs in with it through the sandbox sign-in to a token and a 2xx', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36)
  const slug = `records-${suffix}`
  await signInAs(page, DEV_STAFF.publisher.name, '/console/api-entries')
  const { id, authPath } = await addAcgApi(page, baseURL ?? '', slug)

  // The publisher reaches the page from the entry, by its link.
  await page.goto(`/console/api-entries/${id}`)
  await page.getByRole('link', { name: 'Test users' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Test users: Records ${slug} API`,
    }),
  ).toBeVisible()
  await expect(page.getByText('No test users yet.')).toBeVisible()
  await expectNoAxeViolations(page)

  // An empty submit: the messages at the fields, the focus on the first.
  await page.getByRole('button', { name: 'Add test user' }).click()
  const firstName = page.getByRole('textbox', { name: /^First name/ })
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAccessibleDescription(
    'Enter the test user’s first name',
  )
  await expectNoAxeViolations(page)

  // By keyboard: type, Tab to the next field.
  const email = `tamara.${suffix}@example.com`
  await firstName.fill('Tamara')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Ellis')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page
    .getByRole('textbox', { name: /^The API’s identifiers/ })
    .fill('ICN: 1012845331V153043')
  const password = await page
    .getByRole('textbox', { name: /^ID\.me password/ })
    .inputValue()
  const seed = await page
    .getByRole('textbox', { name: /^ID\.me one-time-code seed/ })
    .inputValue()
  expect(seed).toMatch(/^[A-Z2-7]{32}$/)
  await page
    .getByRole('textbox', { name: /^ID\.me one-time-code seed/ })
    .focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(
    'Tamara Ellis was added: they can sign in now.',
  )
  await expect(page.getByRole('status')).toBeFocused()
  const row = page.getByRole('row', { name: /Tamara Ellis/ })
  await expect(row).toContainText(email)
  await expect(row).toContainText(seed)
  await expect(page.getByText('Version 1: Added a test user')).toBeVisible()
  await expectNoAxeViolations(page)

  // A developer signs up for the API through the real form.
  const developer = await browser.newPage()
  const developerEmail = `records-${suffix}@example.org`
  await developer.goto(`/explore/api/${slug}/sandbox-access`)
  await fillDeveloper(developer, developerEmail, ADA)
  await choose(developer, /^Yes/)
  await developer.getByLabel('OAuth Redirect URI').fill(REDIRECT)
  await choose(developer, 'I agree to the terms of service')
  await developer.getByRole('button', { name: 'Submit' }).click()
  const credential = (label: string) =>
    developer.locator('.credential').filter({ hasText: label }).locator('code')
  await expect(credential('Client ID')).toHaveText(/^0oa/)
  const client: Client = {
    clientId: (await credential('Client ID').textContent()) ?? '',
    clientSecret: await credential('Client secret').textContent(),
    redirectUri: REDIRECT,
    user: { username: email, password, seed },
  }

  // The emailed test data link shows the publisher's user, credentials included.
  const mail = await waitForMail(
    developer,
    (candidate) => candidate.to === developerEmail,
  )
  const link = mail.text.match(/http\S+\/test-users\/\S+/)?.[0] ?? ''
  expect(link).toContain(`/explore/api/${slug}/test-users/`)
  await developer.goto(new URL(link).pathname)
  const testUser = developer.getByRole('row', { name: /Tamara/ })
  await expect(testUser).toContainText(email)
  await expect(testUser).toContainText('1012845331V153043')

  // The sandbox sign-in with that user, consent, the code exchanged for a token, the call: 2xx.
  const { callback } = await catchCallback(developer, client)
  await developer.goto(
    `/sandbox-api${authPath}/authorization?${new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: REDIRECT,
      scope: SCOPE,
      state: `state-${suffix}`,
      nonce: `nonce-${suffix}`,
    })}`,
  )
  await signIn(developer, client)
  await developer.getByRole('button', { name: 'Allow access' }).click()
  const params = await callback
  expect(params.get('state')).toBe(`state-${suffix}`)
  const tokenAnswer = await developer.request.post(
    `/sandbox-api${authPath}/token`,
    {
      form: {
        grant_type: 'authorization_code',
        code: params.get('code') ?? '',
        redirect_uri: REDIRECT,
      },
      headers: {
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret ?? ''}`).toString('base64')}`,
      },
    },
  )
  expect(tokenAnswer.status(), await tokenAnswer.text()).toBe(200)
  const { access_token: accessToken } = (await tokenAnswer.json()) as {
    access_token: string
  }
  const call = await developer.request.get(
    `/sandbox-api/services/${slug}/v1/states`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  )
  expect(call.status(), await call.text()).toBe(200)
  expect(await call.json()).toEqual({ items: ['AL', 'AK'] })

  // Changed, the user keeps the id; the page says so.
  await page.getByRole('button', { name: 'Change Tamara Ellis' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Change Tamara Ellis' }),
  ).toBeFocused()
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Ellis-Moore')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Tamara Ellis-Moore was changed: they sign in as changed now.',
  )
  await expect(page.getByText('Version 2: Changed a test user')).toBeVisible()

  // Removed, the user no longer signs in.
  await page.getByRole('button', { name: 'Remove Tamara Ellis' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Tamara Ellis-Moore was removed: they can no longer sign in.',
  )
  await expect(page.getByText('No test users yet.')).toBeVisible()
})
