import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'

/** The template name of the account sign-in email (R-ACCOUNT-EMAIL-PROOF). */
export const ACCOUNT_SIGN_IN_TEMPLATE = 'account-sign-in'

/** The emailed proof of an address: a one-time link and the same proof as a 6-digit code. */
export interface AccountSignInPayload {
  link: string
  code: string
  minutes: number
}

// The link and the code are one proof: either works once, for the same 15 minutes. The email says
// so, and says what to do when nobody asked, since anyone can type an address into the form.
export function accountSignIn(
  to: string,
  payload: AccountSignInPayload,
): MailMessage {
  return withHtml({
    to,
    subject: `Your VA API Platform sign-in code: ${payload.code}`,
    text: [
      'Hello,',
      '',
      'To sign in to your VA API Platform developer account, open this link:',
      payload.link,
      '',
      `Or enter this code on the sign-in page: ${payload.code}`,
      '',
      `The link and the code work once, for ${payload.minutes} minutes. If you did not ask to sign in, ignore this email: nobody can sign in without it.`,
      '',
      'VA API Platform',
    ].join('\n'),
  })
}
