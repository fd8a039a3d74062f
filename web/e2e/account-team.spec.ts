import { expect, test, type Page } from './test.ts'
import { expectNoAxeViolations } from './axe.ts'
import {
  saveProfile,
  signInWithEmailCode,
  tabTo,
  uniqueEmail,
} from './account-helpers.ts'
import { waitForMail } from './mailbox.ts'

// Issue 37, teams: an owner invites a member by email, the member joins from the emailed link
// and sees the team and its app; removed, their next request is refused. Deleting an account.
// Axe on every team page, and the keyboard alone for inviting, joining and deleting.

test.describe.configure({ timeout: 180_000 })

const SESSION = '/platform-backend/v0/account/session'

/** The invitation link of the latest invitation email to an address (the dev mailbox). */
async function invitationLink(page: Page, email: string) {
  const mail = await waitForMail(
    page,
    (item) => item.to === email && item.subject.startsWith('You are invited'),
  )
  const link = /(http\S+\/account\/invitation#token=[A-Za-z0-9_-]{43})/.exec(
    mail.text,
  )?.[1]
  if (!link) throw new Error(`no invitation link in: ${mail.text}`)
  // The mailbox names the public origin; the test's browser reaches the same server here.
  return link.replace(/^https?:\/\/[^/]+/, '')
}

test('An owner invites a member who joins from the emailed link and sees the team and its app; removed, their next request is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const ownerEmail = uniqueEmail('owner')
  const memberEmail = uniqueEmail('member')
  await signInWithEmailCode(page, ownerEmail)
  await saveProfile(page)
  const appName = `Team app ${Date.now()}`
  await page.goto('/account/apps')
  await page.getByLabel('App name').fill(appName)
  await page.getByRole('button', { name: 'Create the app' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: appName }),
  ).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Team' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: /^Team: / }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  // Validation on submit: the summary and focus on the first invalid field.
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(
    page.getByRole('textbox', { name: 'Email address' }),
  ).toBeFocused()
  await expect(
    page.getByRole('heading', { name: 'There is a problem' }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Email address' }).fill(memberEmail)
  await page.getByRole('radio', { name: /^Developer/ }).check()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(
    page.getByText(`Invitation sent to ${memberEmail}.`),
  ).toBeVisible()
  await expect(page.getByRole('rowheader', { name: memberEmail })).toBeVisible()

  // The member, in a browser of their own, opens the emailed link.
  const link = await invitationLink(page, memberEmail)
  const memberContext = await browser.newContext({ baseURL })
  const member = await memberContext.newPage()
  await member.goto(link)
  await expect(
    member.getByRole('heading', {
      level: 1,
      name: 'Join a team on the VA API Platform',
    }),
  ).toBeVisible()
  // The page takes the token out of the address in an effect, just after its first render.
  await expect.poll(() => new URL(member.url()).hash).toBe('')
  await expectNoAxeViolations(member)
  await member.getByRole('button', { name: 'Accept the invitation' }).click()
  await expect(member.getByText(/^You joined the team /)).toBeVisible()
  await expect(
    member.getByRole('rowheader', { name: new RegExp(ownerEmail) }),
  ).toBeVisible()
  await expect(
    member.getByText(
      'Only the team’s owners can invite, change roles or remove members.',
    ),
  ).toBeVisible()
  await expect(member.getByRole('heading', { name: 'Activity' })).toHaveCount(0)
  await member
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Apps' })
    .click()
  await expect(member.getByRole('link', { name: appName })).toBeVisible()

  // The owner sees the member and the activity; the last owner cannot delete the account.
  await page.reload()
  await expect(
    page.getByRole('rowheader', { name: new RegExp(memberEmail) }),
  ).toBeVisible()
  const activity = page.getByRole('table', { name: 'The team’s activity' })
  await expect(
    activity.getByText('Joined the team (As developer)'),
  ).toBeVisible()
  await expect(
    activity.getByText('Invited a member (As developer)'),
  ).toBeVisible()

  await page.getByRole('button', { name: `Remove ${memberEmail}` }).click()
  const confirm = page.getByRole('dialog', { name: `Remove ${memberEmail}?` })
  await expect(confirm).toBeVisible()
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Remove from the team' }).click()
  await expect(
    page.getByText(
      `${memberEmail} is removed from the team and signed out everywhere.`,
    ),
  ).toBeVisible()
  await expect(
    activity.getByText('Removed a member (Was developer)'),
  ).toBeVisible()

  // The member's very next request is refused, and the page sends them to sign in.
  expect((await member.request.get(SESSION)).status()).toBe(401)
  await member.reload()
  await expect(member).toHaveURL(/\/account\/sign-in/)
  await memberContext.close()
})

test('Keyboard only: a member joins from the link, the last owner is told why they cannot delete their account, and a member deletes theirs', async ({
  page,
  browser,
  baseURL,
}) => {
  const ownerEmail = uniqueEmail('kb-owner')
  const memberEmail = uniqueEmail('kb-member')
  await signInWithEmailCode(page, ownerEmail)
  await saveProfile(page)
  await page.goto('/account/team')
  await tabTo(page, page.getByRole('textbox', { name: 'Email address' }))
  await page.keyboard.type(memberEmail)
  await page.keyboard.press('Enter')
  await expect(
    page.getByText(`Invitation sent to ${memberEmail}.`),
  ).toBeVisible()

  const memberContext = await browser.newContext({ baseURL })
  const member = await memberContext.newPage()
  await member.goto(await invitationLink(page, memberEmail))
  await tabTo(
    member,
    member.getByRole('button', { name: 'Accept the invitation' }),
  )
  await member.keyboard.press('Enter')
  await expect(member.getByText(/^You joined the team /)).toBeVisible()
  await expectNoAxeViolations(member)

  // The owner, last of a team with a member, is refused, and told what to do.
  await page.goto('/account/delete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Delete your account' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await tabTo(page, page.getByRole('textbox', { name: /Your email address/ }))
  await page.keyboard.type(ownerEmail)
  await page.keyboard.press('Enter')
  await expect(page.getByText(/You are the last owner of/)).toBeVisible()
  expect((await page.request.get(SESSION)).status()).toBe(200)

  // The member deletes theirs: signed out, the confirmation emailed.
  await member.goto('/account/delete')
  await tabTo(
    member,
    member.getByRole('textbox', { name: /Your email address/ }),
  )
  await member.keyboard.type(memberEmail)
  await member.keyboard.press('Enter')
  await expect(
    member.getByRole('heading', { level: 1, name: 'Your account is deleted' }),
  ).toBeVisible()
  await expectNoAxeViolations(member)
  expect((await member.request.get(SESSION)).status()).toBe(401)
  await waitForMail(
    member,
    (item) =>
      item.to === memberEmail &&
      item.subject === 'Your VA API Platform developer account is deleted',
  )
  await page.goto('/account/team')
  await expect(
    page.getByRole('rowheader', { name: new RegExp(ownerEmail) }),
  ).toBeVisible()
  await expect(
    page.getByRole('rowheader', { name: new RegExp(memberEmail) }),
  ).toHaveCount(0)
  await expect(page.getByText('Deleted their account')).toBeVisible()
  await memberContext.close()
})
