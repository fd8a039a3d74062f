import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from './test.ts'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { expectNoAxeViolations } from './axe.ts'

// Every docs page of the seeded specs (R-DOCS-TRY-IT-AUTH, R-DOCS-NO-SANDBOX, R-DOCS-CSP): one page
// load per API, with axe, no Content Security Policy violation, and one Try it out that the
// sandbox gateway answers 2xx with the credential the catalogue says it takes — a key from
// signup, a token from the API's Client Credentials server, or nothing for open data.

interface CatalogueApi {
  urlSlug: string
  urlFragment: string
  altID: string | null
  apikey: boolean
  oAuthTypes: string[] | null
  oAuthInfo?: { ccgInfo?: { baseAuthPath?: string; scopes?: string[] } }
  docSources?: { metadataUrl: string }[]
}

// Values for required parameters the specs give no example for: seeded test users and facilities.
const VALUES: Record<string, string> = {
  id: 'vha_688',
  patient: '1000720100V271387',
  veteranId: '1012667145V762142',
}

async function documentedApis(
  request: APIRequestContext,
): Promise<CatalogueApi[]> {
  const catalogue = (await (
    await request.get(
      '/platform-backend/v0/providers/transformations/legacy.json',
    )
  ).json()) as Record<string, { apis: CatalogueApi[] }>
  const apis: CatalogueApi[] = []
  for (const category of Object.values(catalogue)) {
    for (const api of category.apis) {
      const metadataUrl = api.docSources?.[0]?.metadataUrl
      if (!metadataUrl) continue
      if ((await request.get(metadataUrl)).ok()) apis.push(api)
    }
  }
  return apis
}

function postSignUp(
  request: APIRequestContext,
  baseURL: string,
  data: Record<string, unknown>,
) {
  const token = 'docs-pages-csrf-token-0123456789'
  return request.post('/platform-backend/v0/consumers/applications', {
    headers: {
      'x-csrf-token': token,
      cookie: `CSRF-TOKEN=${token}`,
      origin: baseURL,
    },
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `docs-pages-${randomUUID()}@example.org`,
      organization: 'Analytical Engines',
      termsOfService: true,
      attestationChecked: true,
      ...data,
    },
  })
}

async function signUp(
  request: APIRequestContext,
  baseURL: string,
  data: Record<string, unknown>,
) {
  const response = await postSignUp(request, baseURL, data)
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { token?: string; ccgClientId?: string }
}

/** The API-key APIs the sandbox form is open to (an API may list docs with its form closed: 422). */
async function signableKeyApis(
  request: APIRequestContext,
  baseURL: string,
  apis: CatalogueApi[],
) {
  const open: CatalogueApi[] = []
  for (const api of apis.filter((each) => each.apikey && each.altID)) {
    const entry = `apikey/${api.altID ?? ''}`
    const response = await postSignUp(request, baseURL, {
      typeAndApi: entry,
      apis: entry,
    })
    if (response.status() === 201) open.push(api)
    else expect(response.status(), api.urlSlug).toBe(422)
  }
  return open
}

/**
 * A sandbox token for a Client Credentials API: signup with a public key, assertion, token; null
 * when the API's sandbox form is closed to Client Credentials (422).
 */
async function ccgToken(
  request: APIRequestContext,
  baseURL: string,
  api: CatalogueApi,
): Promise<string | null> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', {
    extractable: true,
  })
  const signup = await postSignUp(request, baseURL, {
    typeAndApi: `ccg/${api.altID ?? ''}`,
    apis: `ccg/${api.altID ?? ''}`,
    oAuthPublicKey: { ...(await exportJWK(publicKey)), alg: 'RS256' },
  })
  if (signup.status() === 422) return null
  expect(signup.status(), await signup.text()).toBe(201)
  const { ccgClientId } = (await signup.json()) as { ccgClientId?: string }
  const clientId = ccgClientId ?? ''
  const server = `/sandbox-api${api.oAuthInfo?.ccgInfo?.baseAuthPath ?? '/oauth2'}`
  const assertion = await new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(`${baseURL}${server}/token`)
    .setIssuedAt()
    .setExpirationTime('2m')
    .sign(privateKey)
  const response = await request.post(`${server}/token`, {
    form: {
      grant_type: 'client_credentials',
      client_assertion_type:
        'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      // `launch` would need a launch context; the read scopes are enough for one GET.
      scope: (api.oAuthInfo?.ccgInfo?.scopes ?? [])
        .filter((scope) => scope !== 'launch')
        .join(' '),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

/** CSP violations the page reports, from the document's own event. */
async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  )
}

/** Authorizes the bearer scheme in swagger-ui's Authorize dialog, as a developer pastes a token. */
async function authorizeBearer(page: Page, token: string) {
  await page
    .getByRole('button', { name: /^Authorize/ })
    .first()
    .click()
  const scheme = page.locator('.auth-container').filter({
    has: page.getByRole('heading', { name: /^bearer_token/ }),
  })
  await scheme.getByRole('textbox').fill(token)
  await scheme.getByRole('button', { name: 'Apply credentials' }).click()
  await page.getByRole('button', { name: 'Close' }).first().click()
}

/** Opens the API's first GET operation (else its first), fills what it requires, executes it. */
async function tryItOut(page: Page) {
  const gets = page.locator('.opblock.opblock-get')
  const operation = (await gets.count())
    ? gets.first()
    : page.locator('.opblock').first()
  await operation.locator('.opblock-summary-control').click()
  await operation.getByRole('button', { name: 'Try it out' }).click()
  const rows = operation.locator('tr.parameters').filter({
    has: page.locator('.parameter__name.required'),
  })
  for (const row of await rows.all()) {
    const input = row.locator('input[type="text"]').first()
    if (!(await input.count()) || (await input.inputValue())) continue
    const name = (await input.getAttribute('placeholder')) ?? ''
    await input.fill(VALUES[name] ?? 'x')
  }
  const [response] = await Promise.all([
    page.waitForResponse((answer) =>
      new URL(answer.url()).pathname.startsWith('/sandbox-api/services/'),
    ),
    operation.getByRole('button', { name: 'Execute' }).click(),
  ])
  return response
}

test.describe.configure({ timeout: 240_000 })
test.use({ actionTimeout: 15_000 })

test('Every docs page of the seeded specs passes axe, breaks no CSP rule, and its Try it out is answered 2xx by the sandbox gateway with what the catalogue says it takes', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const apis = await documentedApis(request)
  expect(apis.length).toBeGreaterThanOrEqual(7)
  const keyApis = await signableKeyApis(request, origin, apis)
  const { token: key } = await signUp(request, origin, {
    typeAndApi: `apikey/${keyApis[0]?.altID ?? ''}`,
    apis: keyApis.map((api) => `apikey/${api.altID ?? ''}`).join(','),
  })
  expect(key).toMatch(/^[A-Za-z0-9]{32}$/)
  await page.addInitScript((kept) => {
    const record = window as unknown as { cspViolations: string[] }
    record.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      record.cspViolations.push(
        `${event.violatedDirective} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
    // "Use this key for Try it out in this browser", as the signup success page keeps it.
    window.localStorage.setItem('sandboxTryItKey', kept)
  }, key ?? '')

  for (const api of apis) {
    await test.step(api.urlSlug, async () => {
      await page.goto(`/explore/api/${api.urlSlug}/docs`)
      await expect(page.locator('.opblock').first()).toBeVisible({
        timeout: 20_000,
      })
      await expectNoAxeViolations(page)
      const oauth = !api.apikey && (api.oAuthTypes ?? []).length > 0
      if (oauth) {
        if (!api.oAuthTypes?.includes('ClientCredentialsGrant')) {
          // Authorization Code only: its Authorize dialog runs the sign-in (docs-authorize.spec.ts).
          await expect(
            page.getByRole('button', { name: /^Authorize/ }).first(),
          ).toBeVisible()
          expect(await cspViolations(page), api.urlSlug).toEqual([])
          return
        }
        const token = await ccgToken(request, origin, api)
        if (token === null) {
          // Its sandbox form is closed to Client Credentials: the Authorize dialog is still offered.
          await expect(
            page.getByRole('button', { name: /^Authorize/ }).first(),
          ).toBeVisible()
          expect(await cspViolations(page), api.urlSlug).toEqual([])
          return
        }
        await authorizeBearer(page, token)
      }
      if (api.apikey && !keyApis.includes(api)) {
        // Its sandbox form is closed, so no signup key reaches it: the key field is still offered.
        await expect(
          page.getByRole('button', { name: /^Authorize/ }).first(),
        ).toBeVisible()
        expect(await cspViolations(page), api.urlSlug).toEqual([])
        return
      }
      const response = await tryItOut(page)
      const headers = response.request().headers()
      if (api.apikey) expect(headers.apikey, api.urlSlug).toBe(key)
      if (oauth) expect(headers.authorization).toMatch(/^Bearer ey/)
      expect(response.status(), api.urlSlug).toBeGreaterThanOrEqual(200)
      expect(response.status(), api.urlSlug).toBeLessThan(300)
      expect(await cspViolations(page), api.urlSlug).toEqual([])
    })
  }
})
