import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'

/** One deprecation notice, to one developer or subscriber (R-DEPRECATION-NOTICES). */
export interface DeprecationNoticePayload {
  kind: 'published' | 'days-30' | 'days-7' | 'deactivated'
  apiName: string
  urlSlug: string
  deprecationDate: string
  deactivationDate: string | null
  /** The API or version that takes its place, as the entry names it; null when none. */
  replacement: string | null
  unsubscribeUrl: string
}

/** "December 1, 2027" in the department's time zone: the day the entry's date names. */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'America/New_York',
  })

function subjectOf(payload: DeprecationNoticePayload): string {
  const { apiName } = payload
  switch (payload.kind) {
    case 'published':
      return `${apiName} is deprecated`
    case 'days-30':
      return `${apiName} will be deactivated in 30 days`
    case 'days-7':
      return `${apiName} will be deactivated in 7 days`
    case 'deactivated':
      return `${apiName} has been deactivated`
  }
}

function whatHappens(payload: DeprecationNoticePayload): string {
  const until = payload.deactivationDate
    ? ` It will be deactivated on ${dayOf(payload.deactivationDate)}: from then on, every call answers 410 Gone.`
    : ''
  switch (payload.kind) {
    case 'published':
      return `The ${payload.apiName} is deprecated as of ${dayOf(payload.deprecationDate)}.${until}`
    case 'days-30':
    case 'days-7':
      return `A reminder: the ${payload.apiName} is deprecated.${until}`
    case 'deactivated':
      return `The ${payload.apiName} was deactivated${payload.deactivationDate ? ` on ${dayOf(payload.deactivationDate)}` : ''}. Every call to it now answers 410 Gone.`
  }
}

// The reminders can be stopped from the email; the first notice is sent to everyone concerned.
export function deprecationNotice(
  to: string,
  payload: DeprecationNoticePayload,
  publicOrigin: string,
): MailMessage {
  const pageUrl = `${publicOrigin}/explore/api/${payload.urlSlug}`
  const message = withHtml({
    to,
    subject: subjectOf(payload),
    text: [
      'Hello,',
      '',
      whatHappens(payload),
      '',
      payload.replacement
        ? `Move your program to its replacement: ${payload.replacement}.`
        : 'It has no replacement.',
      '',
      'You get this email because your sandbox credentials called this API in the last 90 days, or you subscribed to its release notes.',
      `Read more: ${pageUrl}`,
      '',
      `No more reminders about this API: ${payload.unsubscribeUrl}`,
      '',
      'VA API Platform',
    ].join('\n'),
  })
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${payload.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
