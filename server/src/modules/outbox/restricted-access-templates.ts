import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'

/** What each restricted-access email carries (R-RESTRICTED-EMAILS). */
export interface RestrictedAccessPayload {
  requestId: string
  firstName: string
  apiName: string
  /** The denial's or the revocation's reason, as the reviewer typed it. */
  reason: string | null
  statusUrl: string
}

// One email: the news, the reviewer's reason when there is one, the status link, the id.
function compose(
  to: string,
  subject: string,
  payload: RestrictedAccessPayload,
  news: string[],
): MailMessage {
  return withHtml({
    to,
    subject,
    text: [
      `Hello ${payload.firstName},`,
      '',
      ...news,
      '',
      ...(payload.reason
        ? ['The reviewer’s reason:', '', payload.reason, '']
        : []),
      'See your request’s status and timeline:',
      payload.statusUrl,
      '',
      `Request id: ${payload.requestId}`,
      '',
      'VA API Platform',
    ].join('\n'),
  })
}

/** The template of each restricted-access email, by its outbox name. */
export const RESTRICTED_ACCESS_RENDERERS: Record<
  string,
  (to: string, payload: RestrictedAccessPayload) => MailMessage
> = {
  'restricted-access-received': (to, payload) =>
    compose(
      to,
      `We received your request for the ${payload.apiName}`,
      payload,
      [
        `Thank you for asking for sandbox access to the ${payload.apiName}. Access to this API is restricted, so a reviewer reads every request; we will email you when it is decided.`,
      ],
    ),
  'restricted-access-granted': (to, payload) =>
    compose(
      to,
      `Sandbox access to the ${payload.apiName} is granted`,
      payload,
      [
        `Your request for sandbox access to the ${payload.apiName} is granted.`,
        'Open your request’s status page to get your credentials. They are shown there once, and never sent by email.',
      ],
    ),
  'restricted-access-denied': (to, payload) =>
    compose(to, `Your request for the ${payload.apiName} was denied`, payload, [
      `We cannot grant your request for sandbox access to the ${payload.apiName}.`,
    ]),
  'restricted-access-revoked': (to, payload) =>
    compose(
      to,
      `Sandbox access to the ${payload.apiName} was revoked`,
      payload,
      [
        `Your sandbox access to the ${payload.apiName} was revoked: its credentials no longer work.`,
      ],
    ),
}
