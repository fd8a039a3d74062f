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
