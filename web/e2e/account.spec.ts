import { expect, test } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import {
  addVirtualAuthenticator,
  saveProfile,
  signInMail,
  signInWithEmailCode,
  tabTo,
  uniqueEmail,
} from './account-helpers.ts'
import { waitForMail } from './mailbox.ts'
import { signUpForFacilities } from './signup-form.ts'

// Browsers make passkeys for a site's name, never for an IP address: these tests reach the server
// as localhost (the server accepts its loopback twins, R-ACCOUNT-PASSKEY-ORIGIN).
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 8181}` })
// One after the other: the fresh-proof test moves the server's clock 6 minutes, which would age
// the proof of a test running beside it.
test.describe.configure({ mode: 'serial' })

test('A developer makes an account with the emailed code, adds a passkey, signs out and signs in with it; an earlier signup’s credentials are in the account', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const authenticator = await addVirtualAuthenticator(page)
  const email = uniqueEmail('passkey')
  const key = await signUpForFacilities(page, email)

  await page.goto('/account')
  await expect(page).toHaveURL(/\/account\/sign-in$/)
  await signInWithEmailCode(page, email)
  await expect(page).toHaveURL(/\/account\/profile\?welcome=1$/)
  await expect(
    page.getByRole('heading', { name: 'Welcome to your developer account' }),
  ).toBeVisible()
  await saveProfile(page)

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Sign-in and security' })
    .click()
  await page.getByRole('textbox', { name: 'Passkey name' }).fill('Test laptop')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(
    page.getByText('The passkey “Test laptop” is added.'),
  ).toBeVisible()
  await expect(
    page.getByRole('rowheader', { name: 'Test laptop' }),
  ).toBeVisible()
  expect(await authenticator.credentials()).toHaveLength(1)

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Overview' })
    .click()
  const credentials = page.getByRole('region', { name: 'Sandbox credentials' })
  await expect(
    credentials.getByRole('heading', { name: /Facilities/ }),
  ).toBeVisible()
  await expect(credentials.getByText(`${key.slice(0, 8)}…`)).toBeVisible()
  await expect(page.getByText(key)).toHaveCount(0)

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByText('You are signed out.')).toBeVisible()
  await page.goto('/account')
  await expect(page).toHaveURL(/\/account\/sign-in$/)

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Your developer account',
      exact: true,
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('paragraph').filter({ hasText: `Signed in as ${email}` }),
  ).toBeVisible()
})

test('The emailed link signs in once; the link’s token leaves the address bar', async ({
  page,
}) => {
  const email = uniqueEmail('link')
  await page.goto('/account/sign-in')
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click()
  const { link } = await signInMail(page, email)
  const opened = new URL(link)
  // A mail client opens the link in a new tab: a new page load, not a move within this page.
  await page.goto('about:blank')
  await page.goto(`${opened.pathname}${opened.hash}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your profile' }),
  ).toBeVisible()
  expect(page.url()).not.toContain('token=')
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByText('You are signed out.')).toBeVisible()
  await page.goto('about:blank')
  await page.goto(`${opened.pathname}${opened.hash}`)
  await expect(page.getByText('The sign-in link did not work.')).toBeVisible()
  await expect(
    page.getByText(
      'This sign-in link has expired or was already used. Ask for a new one.',
    ),
  ).toBeVisible()
})

test('The account pages pass axe and work with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await addVirtualAuthenticator(page)
  const email = uniqueEmail('keyboard')
  await page.goto('/account/sign-in')
  await expectNoAxeViolations(page)

  // The sign-in, by keyboard: an empty submit says what is missing, focus on the field.
  const emailField = page.getByRole('textbox', { name: 'Email address' })
  await tabTo(
    page,
    page.getByRole('button', { name: 'Email me a sign-in code' }),
  )
  await page.keyboard.press('Enter')
  await expect(emailField).toBeFocused()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Enter a valid email address' })
      .first(),
  ).toBeVisible()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  const codeField = page.getByRole('textbox', { name: 'Sign-in code' })
  await expect(codeField).toBeVisible()
  await expectNoAxeViolations(page)
  const { code } = await signInMail(page, email)
  await tabTo(page, codeField)
  await page.keyboard.type('12')
  await page.keyboard.press('Enter')
  await expect(codeField).toBeFocused()
  await expect(
    page.getByText('Enter the 6-digit code from the email.').first(),
  ).toBeVisible()
  await page.keyboard.press('Control+A')
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')

  // The profile, by keyboard.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your profile' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByRole('textbox', { name: 'First name' }))
  await page.keyboard.type('Grace')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Hopper')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Navy')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Profile saved')).toBeVisible()

  // Security, by keyboard: add a passkey, then rename it.
  await tabTo(page, page.getByRole('link', { name: 'Sign-in and security' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign-in and security' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByRole('textbox', { name: 'Passkey name' }))
  await page.keyboard.type('Keyboard key')
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('The passkey “Keyboard key” is added.'),
  ).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Rename Keyboard key' }))
  await page.keyboard.press('Enter')
  const newName = page.getByRole('textbox', {
    name: 'New name for Keyboard key',
  })
  await tabTo(page, newName)
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Work laptop')
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('rowheader', { name: 'Work laptop' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // The overview, by keyboard: subscribe to every API's release notes.
  await tabTo(page, page.getByRole('link', { name: 'Overview' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Your developer account',
      exact: true,
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  const select = page.getByRole('combobox', { name: 'Get release notes of' })
  await tabTo(page, select)
  await select.selectOption({ label: 'Every API' })
  await tabTo(page, page.getByRole('button', { name: 'Subscribe' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('Subscribed to every API’s release notes.'),
  ).toBeVisible()
  await expect(
    page.getByRole('button', {
      name: 'Unsubscribe from Every API’s release notes',
    }),
  ).toBeVisible()
})

test('Opening a signup’s signed credentials link while signed in offers “Add to my account”, and the credentials appear there', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const otherAddress = uniqueEmail('team-inbox')
  const key = await signUpForFacilities(page, otherAddress)
  const welcome = await waitForMail(
    page,
    (mail) => mail.to === otherAddress && mail.subject.startsWith('Welcome'),
  )
  const credentialsLink = /(http\S+\/sandbox-credentials\/\S+)/.exec(
    welcome.text,
  )?.[1]
  expect(credentialsLink).toBeTruthy()

  await signInWithEmailCode(page, uniqueEmail('claimer'))
  await saveProfile(page)
  await page.goto(new URL(credentialsLink ?? '').pathname)
  const offer = page.getByRole('region', { name: 'Your developer account' })
  await offer.getByRole('button', { name: 'Add to my account' }).click()
  await expect(offer.getByText('Added to your account.')).toBeVisible()
  await offer.getByRole('link', { name: 'Go to your account' }).click()
  const credentials = page.getByRole('region', { name: 'Sandbox credentials' })
  await expect(credentials.getByText(`${key.slice(0, 8)}…`)).toBeVisible()
})

test('A sensitive action after 5 minutes asks to confirm it is you with the passkey, then goes on', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  await addVirtualAuthenticator(page)
  await signInWithEmailCode(page, uniqueEmail('fresh'))
  await saveProfile(page)
  await page.getByRole('link', { name: 'Sign-in and security' }).click()
  await page.getByRole('textbox', { name: 'Passkey name' }).fill('Old phone')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(
    page.getByText('The passkey “Old phone” is added.'),
  ).toBeVisible()

  // Six minutes later on the server's clock (TEST_CLOCK): the proof is too old for a removal.
  const csrf = 'account-fresh-proof-csrf-0123456789'
  const moved = await request.post('/platform-backend/v0/test/clock', {
    headers: { 'x-csrf-token': csrf, cookie: `CSRF-TOKEN=${csrf}` },
    data: { advanceMs: 6 * 60_000 },
  })
  expect(moved.status()).toBe(200)

  await page.getByRole('button', { name: 'Remove Old phone' }).click()
  await page.getByRole('button', { name: 'Remove passkey' }).click()
  const prompt = page.getByRole('dialog', { name: 'Confirm it is you' })
  await expect(
    prompt.getByText('Confirm it is you with your passkey to continue.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await prompt.getByRole('button', { name: 'Use your passkey' }).click()
  await expect(prompt).toBeHidden()
  await expect(
    page.getByText('The passkey “Old phone” is removed.'),
  ).toBeVisible()
  await expect(page.getByText('You have no passkey yet.')).toBeVisible()
})
