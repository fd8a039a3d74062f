import { expect, type Locator, type Page } from '@playwright/test'
import { waitForMail } from './mailbox.ts'

// What the account browser tests share: a virtual passkey authenticator, the emailed code, and
// moving by keyboard.

let counter = 0

/** A fresh address for each account a test makes. */
export const uniqueEmail = (what: string) =>
  `${what}-${Date.now()}-${(counter += 1)}@example.com`

/**
 * Chromium's virtual authenticator (CDP WebAuthn): a platform authenticator that keeps
 * discoverable credentials and verifies the user, as a laptop's fingerprint reader would.
 */
export async function addVirtualAuthenticator(page: Page) {
  const client = await page.context().newCDPSession(page)
  await client.send('WebAuthn.enable')
  const { authenticatorId } = await client.send(
    'WebAuthn.addVirtualAuthenticator',
    {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    },
  )
  return {
    credentials: async () =>
      (await client.send('WebAuthn.getCredentials', { authenticatorId }))
        .credentials,
  }
}

/** The 6-digit code and the link of the latest sign-in email to an address. */
export async function signInMail(page: Page, email: string) {
  const mail = await waitForMail(
    page,
    (item) => item.to === email && item.subject.includes('sign-in code'),
  )
  const code = /enter this code on the sign-in page: (\d{6})/.exec(
    mail.text,
  )?.[1]
  const link = /(http\S+\/account\/sign-in#token=\S+)/.exec(mail.text)?.[1]
  if (!code || !link) throw new Error(`no code or link in: ${mail.text}`)
  return { code, link }
}

/** Signs in (making the account on the first time) with the emailed code, by the form. */
export async function signInWithEmailCode(page: Page, email: string) {
  await page.goto('/account/sign-in')
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click()
  await expect(
    page.getByRole('heading', { name: 'Check your email' }),
  ).toBeVisible()
  const { code } = await signInMail(page, email)
  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Fills and saves the profile a first sign-in asks for. */
export async function saveProfile(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your profile' }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper')
  await page.getByRole('textbox', { name: 'Organization' }).fill('Navy')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
}

/** Presses Tab until the target has focus, as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement))
      return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}
