import type { MailMessage } from './mailer.ts'
import {
  credentialChange,
  credentialLink,
  type CredentialChangePayload,
  type CredentialLinkPayload,
} from './credential-care-templates.ts'
import {
  redirectUriRepair,
  type RedirectUriRepairPayload,
} from './redirect-uri-templates.ts'
import {
  productionRequestConfirmation,
  productionRequestForSupport,
  type ProductionRequestPayload,
} from './production-request-templates.ts'
import {
  SUPPORT_REPLY_TEMPLATE,
  supportReply,
  type SupportReplyPayload,
} from './support-desk-templates.ts'
import {
  releaseNote,
  releaseNotesConfirm,
  type ReleaseNotePayload,
  type ReleaseNotesConfirmPayload,
} from './release-notes-templates.ts'
import {
  REVIEW_RENDERERS,
  type ProductionReviewPayload,
} from './production-review-templates.ts'

interface WelcomePayload {
  firstName: string
  apis: { name: string; urlSlug: string; authType: string }[]
  kongUsername: string
  credentials: {
    kind: string
    clientId: string | null
    keyPrefix: string | null
  }[]
  testDataUrl: string | null
  /** The "Your sandbox credentials" page (R-CARE-LINK); absent in mail queued before it. */
  credentialsUrl?: string
}

const AUTH_NAMES: Record<string, string> = {
  apikey: 'API key',
  acg: 'Authorization Code Grant',
  ccg: 'Client Credentials Grant',
}

// The welcome email summarizes the credentials without any secret: keys and client secrets are
// shown once, on the page, and never travel by email.
function sandboxWelcome(
  to: string,
  payload: WelcomePayload,
  publicOrigin: string,
): MailMessage {
  const credentialLines = payload.credentials.map((credential) =>
    credential.kind === 'apikey'
      ? `- API key starting with ${credential.keyPrefix ?? ''}… (shown in full only on the signup page)`
      : `- ${AUTH_NAMES[credential.kind] ?? credential.kind} client ID: ${credential.clientId ?? ''}`,
  )
  const lines = [
    `Hello ${payload.firstName},`,
    '',
    'Welcome to the VA API Platform sandbox. You now have sandbox access to:',
    ...payload.apis.map(
      (api) =>
        `- ${api.name} (${AUTH_NAMES[api.authType] ?? api.authType}): ${publicOrigin}/explore/api/${api.urlSlug}/docs`,
    ),
    '',
    'Your credentials:',
    ...credentialLines,
    `- Support id: ${payload.kongUsername}`,
    '',
    ...(payload.credentialsUrl
      ? [
          'Rotate, revoke and watch the usage of your sandbox credentials:',
          payload.credentialsUrl,
          '',
        ]
      : []),
    ...(payload.testDataUrl
      ? [
          'Your sandbox test users, with their sign-in credentials:',
          payload.testDataUrl,
          '',
        ]
      : []),
    'Next steps: read the docs, try the API in sandbox with the test data, then apply for production access:',
    `${publicOrigin}/production-access`,
    '',
    'VA API Platform',
  ]
  return {
    to,
    subject: 'Welcome to the VA API Platform sandbox',
    text: lines.join('\n'),
  }
}

interface SupportPayload {
  type: 'DEFAULT' | 'PUBLISHING'
  firstName: string
  lastName: string
  email: string
  organization?: string
  role: string
  description?: string
  apiDetails?: string
  apiDescription?: string
  apiInternalOnly?: boolean
  apiInternalOnlyDetails?: string
  apiOtherInfo?: string
  requestId: string
}

// The request as the support team reads it; replies go straight to the requester.
function supportRequest(to: string, payload: SupportPayload): MailMessage {
  const lines = [
    `From: ${payload.firstName} ${payload.lastName} <${payload.email}>`,
    `Organization: ${payload.organization ?? '—'}`,
    `Role: ${payload.role}`,
    `Request id: ${payload.requestId}`,
    '',
    ...(payload.type === 'DEFAULT'
      ? [payload.description ?? '']
      : [
          `API details: ${payload.apiDetails ?? ''}`,
          `API description: ${payload.apiDescription ?? '—'}`,
          `Internal only: ${payload.apiInternalOnly ? 'yes' : 'no'}`,
          ...(payload.apiInternalOnly
            ? [`Internal-only details: ${payload.apiInternalOnlyDetails ?? ''}`]
            : []),
          `Other information: ${payload.apiOtherInfo ?? '—'}`,
        ]),
  ]
  return {
    to,
    replyTo: payload.email,
    subject:
      payload.type === 'DEFAULT'
        ? 'Support Needed'
        : 'Publishing Support Needed',
    text: lines.join('\n'),
  }
}

function supportConfirmation(to: string, payload: SupportPayload): MailMessage {
  return {
    to,
    subject: 'We received your message',
    text: [
      `Hello ${payload.firstName},`,
      '',
      'Thank you for contacting us. We received your message and will reply within one business day.',
      `Your request id is ${payload.requestId}.`,
      '',
      'VA API Platform',
    ].join('\n'),
  }
}

/** Turns an outbox row into the email it stands for. */
export function renderEmail(
  template: string,
  to: string,
  payload: Record<string, unknown>,
  publicOrigin: string,
): MailMessage {
  if (template === 'sandbox-welcome')
    return sandboxWelcome(
      to,
      payload as unknown as WelcomePayload,
      publicOrigin,
    )
  if (template === 'support-request')
    return supportRequest(to, payload as unknown as SupportPayload)
  if (template === 'support-confirmation')
    return supportConfirmation(to, payload as unknown as SupportPayload)
  if (template === SUPPORT_REPLY_TEMPLATE)
    return supportReply(to, payload as unknown as SupportReplyPayload)
  if (template === 'production-request-confirmation')
    return productionRequestConfirmation(
      to,
      payload as unknown as ProductionRequestPayload,
      publicOrigin,
    )
  if (template === 'production-request')
    return productionRequestForSupport(
      to,
      payload as unknown as ProductionRequestPayload,
    )
  if (template === 'credential-change')
    return credentialChange(to, payload as unknown as CredentialChangePayload)
  if (template === 'credential-link')
    return credentialLink(to, payload as unknown as CredentialLinkPayload)
  if (template === 'redirect-uri-repair')
    return redirectUriRepair(to, payload as unknown as RedirectUriRepairPayload)
  if (template === 'release-notes-confirm')
    return releaseNotesConfirm(
      to,
      payload as unknown as ReleaseNotesConfirmPayload,
    )
  if (template === 'release-note')
    return releaseNote(to, payload as unknown as ReleaseNotePayload)
  const review = REVIEW_RENDERERS[template]
  if (review) return review(to, payload as unknown as ProductionReviewPayload)
  throw new Error(`Unknown email template: ${template}`)
}
