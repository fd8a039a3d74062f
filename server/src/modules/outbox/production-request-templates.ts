import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'

/** What the production-request emails carry: the request as sent, its id and API names. */
export interface ProductionRequestPayload {
  requestId: string
  apiNames: string[]
  request: Record<string, unknown> & {
    appName: string
    organization: string
    primaryContact: { firstName: string; lastName: string; email: string }
  }
  /** The applicant's signed status page (R-REVIEW-LINK); absent in mail queued before it. */
  statusUrl?: string
}

/** The confirmation to the contacts and the status-update addresses. */
export function productionRequestConfirmation(
  to: string,
  payload: ProductionRequestPayload,
  publicOrigin: string,
): MailMessage {
  const { request } = payload
  return withHtml({
    to,
    subject: 'We received your production access request',
    text: [
      'Hello,',
      '',
      `Thank you for applying for production access for ${request.appName} (${request.organization}).`,
      'You asked for:',
      ...payload.apiNames.map((name) => `- ${name}`),
      // R-LOGO-FILE-NAME: the logo under the name the applicant chose, not its stored key's.
      ...(typeof request.logoFileName === 'string'
        ? ['', `Your app logo: ${request.logoFileName}`]
        : []),
      '',
      'What happens next: our team reviews your application and contacts you if we need more',
      'information or a demo of your application. Reviews of Veteran benefits APIs can take longer.',
      `Read about the process: ${publicOrigin}/production-access/request-prod-access`,
      '',
      `Your request id is ${payload.requestId}. Status updates go to the addresses you listed.`,
      ...(payload.statusUrl
        ? [
            '',
            'Follow your request, answer our questions and see your demo date here:',
            payload.statusUrl,
          ]
        : []),
      '',
      'VA API Platform',
    ].join('\n'),
  })
}

function answerLines(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}: ${value.join(', ')}`]
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      answerLines(inner, prefix ? `${prefix}.${key}` : key),
    )
  return [
    `${prefix}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)}`,
  ]
}

/** The full request, for the support team; replies go to the primary contact. */
export function productionRequestForSupport(
  to: string,
  payload: ProductionRequestPayload,
): MailMessage {
  const { request } = payload
  return withHtml({
    to,
    replyTo: request.primaryContact.email,
    subject: `Production access request: ${request.organization}, ${request.appName}`,
    text: [
      `Request id: ${payload.requestId}`,
      `APIs: ${payload.apiNames.join(', ')}`,
      '',
      ...answerLines(request),
    ].join('\n'),
  })
}
