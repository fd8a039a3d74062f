import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'

/** The template name of the confirmation that an app was deleted (R-APP-DELETE). */
export const APP_DELETED_TEMPLATE = 'app-deleted'

/** What the confirmation says: which app, by whom, and how many credentials stopped. */
export interface AppDeletedPayload {
  appName: string
  teamName: string
  deletedBy: string
  revokedCredentials: number
  at: string
}

// Sent to every owner of the team, so a deletion nobody meant is noticed at once.
export function appDeleted(
  to: string,
  payload: AppDeletedPayload,
): MailMessage {
  return withHtml({
    to,
    subject: `Your app ${payload.appName} was deleted`,
    text: [
      'Hello,',
      '',
      `${payload.deletedBy} deleted the app ${payload.appName} of the team ${payload.teamName} at ${payload.at}.`,
      '',
      `Its ${payload.revokedCredentials} sandbox credentials were revoked at once: calls made with them are refused.`,
      '',
      'If nobody on your team meant to do this, contact us through the support page.',
      '',
      'VA API Platform',
    ].join('\n'),
  })
}
