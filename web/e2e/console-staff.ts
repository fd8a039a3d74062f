import { expect, type Page } from '@playwright/test'

/** The embedded identity provider's users (server/src/modules/dev-identity/dev-users.ts). */
export const DEV_STAFF = {
  lead: { name: 'Lee Lead', email: 'lead@va.example' },
  admin: { name: 'Avery Admin', email: 'admin@va.example' },
  reviewer: { name: 'Riley Reviewer', email: 'reviewer@va.example' },
  support: { name: 'Sam Support', email: 'support@va.example' },
  publisher: { name: 'Pat Publisher', email: 'publisher@va.example' },
  visitor: { name: 'Vic Visitor', email: 'visitor@va.example' },
} as const

/**
 * Signs in through the real OpenID Connect redirects: the console's sign-in page, the embedded
 * identity provider's page (choose the user, Sign in), and back to the console page asked for.
 */
export async function signInAs(
  page: Page,
  name: string,
  returnTo = '/console',
): Promise<void> {
  await page.goto(returnTo)
  await expect(page).toHaveURL(/\/console\/sign-in\?returnTo=/)
  await page
    .getByRole('link', { name: 'Sign in with your department account' })
    .click()
  await expect(page).toHaveURL(/\/dev-idp\/interaction\//)
  await page.getByLabel(name).check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** The console's side navigation's links, in order. */
export async function consoleNav(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link')
    .allTextContents()
}

/**
 * Adds an API-key catalogue entry of a test's own through the console's API, as the signed-in
 * publisher of `page`, so no other test's API changes. Returns the CSRF headers it used.
 */
export async function addApiKeyEntry(
  page: Page,
  baseURL: string,
  entry: {
    name: string
    urlSlug: string
    altID: string | null
    description: string
  },
): Promise<Record<string, string>> {
  const token = `e2e-entry-csrf-${entry.urlSlug}-0123456789`
  await page
    .context()
    .addCookies([
      { name: 'CSRF-TOKEN', value: token, url: `${baseURL}/platform-backend` },
    ])
  const headers = { 'x-csrf-token': token, origin: baseURL }
  const added = await page.request.post(
    '/platform-backend/v0/console/api-entries',
    {
      headers,
      data: {
        ...entry,
        urlFragment: entry.urlSlug.replaceAll('-', '_'),
        categoryUrlFragment: 'health',
        overviewPageContent: '',
        apiIntro: '',
        releaseNotes: '',
        oAuthTypes: [],
        oAuthInfo: {},
        apikey: true,
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
  return headers
}
