import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'

/** A change to a developer's credentials (R-CARE-AUDIT). */
export interface CredentialChangePayload {
  firstName: string
  action: string
  detail: string
  address: string
  at: string
  pageUrl: string
}

/** The page's link, asked for by address (R-CARE-NEW-LINK). */
export interface CredentialLinkPayload {
  firstName: string
  pageUrl: string
}

// Every change is told to the developer, so one they did not make is noticed at once.
export function credentialChange(
  to: string,
  payload: CredentialChangePayload,
): MailMessage {
  return withHtml({
    to,
    subject: `Your sandbox credentials changed: ${payload.action}`,
    text: [
      `Hello ${payload.firstName},`,
      '',
      `${payload.action}.`,
      payload.detail,
      `When: ${payload.at}`,
      `From address: ${payload.address}`,
      '',
      'See and manage your sandbox credentials:',
      payload.pageUrl,
      '',
      'If you did not make this change, revoke the credential and every link on that page, then contact us.',
      '',
      'VA API Platform',
    ].join('\n'),
  })
}

export function credentialLink(
  to: string,
  payload: CredentialLinkPayload,
): MailMessage {
  return withHtml({
    to,
    subject: 'Your sandbox credentials link',
    text: [
      `Hello ${payload.firstName},`,
      '',
      'Someone asked for the link to your sandbox credentials. Here it is:',
      payload.pageUrl,
      '',
      'Links sent before keep working until you choose "Revoke all links" on that page.',
      'If you did not ask for this, you can ignore this email.',
      '',
      'VA API Platform',
    ].join('\n'),
  })
}
