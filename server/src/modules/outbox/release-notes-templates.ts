import { escapeHtml } from '../../escape-html.ts'
import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'

/** The double opt-in email (R-NOTES-CONFIRM). */
export interface ReleaseNotesConfirmPayload {
  /** The API's name; null for every API's notes. */
  apiName: string | null
  confirmUrl: string
  days: number
}

/** A new release note, to one confirmed subscriber (R-NOTES-ANNOUNCE). */
export interface ReleaseNotePayload {
  apiName: string
  /**
   * What changed: the version and the note's first line (release-notes/release-note-subject.ts).
   * Rows queued before it existed have none and keep the dated subject.
   */
  subject?: string
  heading: string
  markdown: string
  /** The note as sanitized HTML (release-notes/markdown-html.ts): no text here is escaped again. */
  html: string
  pageUrl: string
  feedUrl: string
  unsubscribeUrl: string
  oneClickUrl: string
}

const scopeOf = (apiName: string | null) =>
  apiName ? `the ${apiName} release notes` : 'the release notes of every API'

// Nothing is sent until the address's owner follows this link: a typo or a prank subscribes no one.
export function releaseNotesConfirm(
  to: string,
  payload: ReleaseNotesConfirmPayload,
): MailMessage {
  return withHtml({
    to,
    subject: 'Confirm your release notes subscription',
    text: [
      'Hello,',
      '',
      `Someone asked to email this address ${scopeOf(payload.apiName)} of the VA API Platform.`,
      `To confirm, open this link within ${payload.days} days:`,
      payload.confirmUrl,
      '',
      'If you did not ask for this, ignore this email: we send you nothing more.',
      '',
      'VA API Platform',
    ].join('\n'),
  })
}

// Every note carries the one-click unsubscribe of RFC 8058 in its headers and a link in its body.
export function releaseNote(
  to: string,
  payload: ReleaseNotePayload,
): MailMessage {
  const subject =
    payload.subject ?? `${payload.apiName} release notes: ${payload.heading}`
  return {
    to,
    subject,
    headers: {
      'List-Unsubscribe': `<${payload.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      `${payload.apiName}: ${payload.heading}`,
      '',
      payload.markdown,
      '',
      `All release notes of the ${payload.apiName}: ${payload.pageUrl}`,
      `Atom feed: ${payload.feedUrl}`,
      '',
      `Unsubscribe: ${payload.unsubscribeUrl}`,
      '',
      'VA API Platform',
    ].join('\n'),
    html: [
      `<h1>${escapeHtml(payload.apiName)}: ${escapeHtml(payload.heading)}</h1>`,
      payload.html,
      `<p><a href="${escapeHtml(payload.pageUrl)}">All release notes of the ${escapeHtml(payload.apiName)}</a> · <a href="${escapeHtml(payload.feedUrl)}">Atom feed</a></p>`,
      `<p><a href="${escapeHtml(payload.unsubscribeUrl)}">Unsubscribe</a></p>`,
      '<p>VA API Platform</p>',
    ].join('\n'),
  }
}
