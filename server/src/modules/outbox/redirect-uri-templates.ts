import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'

/** What the check of an application's stored redirect URIs changed (R-REDIRECT-REPAIR). */
export interface RedirectUriRepairPayload {
  firstName: string
  clientId: string
  repaired: { from: string; to: string }[]
  setAside: { uri: string; reason: string }[]
  kept: string[]
  pageUrl: string
}

// URIs are quoted as JSON strings: a stored line break, tab or tag shows as text and cannot
// forge lines of the email.
const quoted = (uri: string) => JSON.stringify(uri)

/** Tells the owner which redirect URIs the portal changed or set aside, and why. */
export function redirectUriRepair(
  to: string,
  payload: RedirectUriRepairPayload,
): MailMessage {
  return withHtml({
    to,
    subject: 'We changed the redirect URIs of your sandbox client',
    text: [
      `Hello ${payload.firstName},`,
      '',
      `The sandbox now checks every redirect URI by one rule: an absolute https URI (or http on localhost), without a fragment, user name, wildcard, spaces or HTML, at most 2,048 characters. Some of the redirect URIs of your Authorization Code client ${payload.clientId} did not meet it, and a URI the sandbox cannot use stopped every sign-in of the client. So we changed them:`,
      '',
      ...payload.repaired.map(
        (entry) =>
          `- Changed ${quoted(entry.from)} to ${quoted(entry.to)} (a redirect URI cannot have a fragment).`,
      ),
      ...payload.setAside.map(
        (entry) =>
          `- Set aside ${quoted(entry.uri)}: ${entry.reason}. We kept it, but the sandbox no longer uses it.`,
      ),
      '',
      payload.kept.length > 0
        ? `Your client now redirects to: ${payload.kept.map(quoted).join(', ')}.`
        : 'Your client has no usable redirect URI left: add one before you sign in again.',
      '',
      'See and edit your redirect URIs:',
      payload.pageUrl,
      '',
      'VA API Platform',
    ].join('\n'),
  })
}
