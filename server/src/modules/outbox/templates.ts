import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'
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
  RESTRICTED_ACCESS_RENDERERS,
  type RestrictedAccessPayload,
} from './restricted-access-templates.ts'
import {
  deprecationNotice,
  type DeprecationNoticePayload,
} from './deprecation-notice-templates.ts'
import {
  ACCOUNT_SIGN_IN_TEMPLATE,
  accountSignIn,
  type AccountSignInPayload,
} from './account-templates.ts'
import {
  ACCOUNT_DELETED_TEMPLATE,
  accountDeleted,
  TEAM_INVITATION_TEMPLATE,
  teamInvitation,
  type AccountDeletedPayload,
  type TeamInvitationPayload,
} from './team-templates.ts'
import {
  appDeleted,
  APP_DELETED_TEMPLATE,
  type AppDeletedPayload,
} from './app-templates.ts'
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
  return withHtml({
    to,
    subject: 'Welcome to the VA API Platform sandbox',
    text: lines.join('\n'),
  })
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
  return withHtml({
    to,
    replyTo: payload.email,
    subject:
      payload.type === 'DEFAULT'
        ? 'Support Needed'
        : 'Publishing Support Needed',
    text: lines.join('\n'),
  })
}

function supportConfirmation(to: string, payload: SupportPayload): MailMessage {
  return withHtml({
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
  })
}

type Renderer = (
  to: string,
  payload: Record<string, unknown>,
  publicOrigin: string,
) => MailMessage

// Outbox payloads are JSON written by the stores of the same release; each renderer reads its own.
const payloadOf = <T>(payload: Record<string, unknown>) =>
  payload as unknown as T

// Every kind of email the outbox sends, by its template name.
const RENDERERS: Record<string, Renderer> = {
  'sandbox-welcome': (to, payload, origin) =>
    sandboxWelcome(to, payloadOf<WelcomePayload>(payload), origin),
  'support-request': (to, payload) =>
    supportRequest(to, payloadOf<SupportPayload>(payload)),
  'support-confirmation': (to, payload) =>
    supportConfirmation(to, payloadOf<SupportPayload>(payload)),
  [SUPPORT_REPLY_TEMPLATE]: (to, payload) =>
    supportReply(to, payloadOf<SupportReplyPayload>(payload)),
  'production-request-confirmation': (to, payload, origin) =>
    productionRequestConfirmation(
      to,
      payloadOf<ProductionRequestPayload>(payload),
      origin,
    ),
  'production-request': (to, payload) =>
    productionRequestForSupport(
      to,
      payloadOf<ProductionRequestPayload>(payload),
    ),
  'credential-change': (to, payload) =>
    credentialChange(to, payloadOf<CredentialChangePayload>(payload)),
  'credential-link': (to, payload) =>
    credentialLink(to, payloadOf<CredentialLinkPayload>(payload)),
  'redirect-uri-repair': (to, payload) =>
    redirectUriRepair(to, payloadOf<RedirectUriRepairPayload>(payload)),
  'release-notes-confirm': (to, payload) =>
    releaseNotesConfirm(to, payloadOf<ReleaseNotesConfirmPayload>(payload)),
  'release-note': (to, payload) =>
    releaseNote(to, payloadOf<ReleaseNotePayload>(payload)),
  [ACCOUNT_SIGN_IN_TEMPLATE]: (to, payload) =>
    accountSignIn(to, payloadOf<AccountSignInPayload>(payload)),
  [TEAM_INVITATION_TEMPLATE]: (to, payload) =>
    teamInvitation(to, payloadOf<TeamInvitationPayload>(payload)),
  [ACCOUNT_DELETED_TEMPLATE]: (to, payload) =>
    accountDeleted(to, payloadOf<AccountDeletedPayload>(payload)),
  [APP_DELETED_TEMPLATE]: (to, payload) =>
    appDeleted(to, payloadOf<AppDeletedPayload>(payload)),
  'deprecation-notice': (to, payload, origin) =>
    deprecationNotice(to, payloadOf<DeprecationNoticePayload>(payload), origin),
  ...Object.fromEntries(
    Object.entries(REVIEW_RENDERERS).map(([template, render]) => [
      template,
      (to: string, payload: Record<string, unknown>) =>
        render(to, payloadOf<ProductionReviewPayload>(payload)),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(RESTRICTED_ACCESS_RENDERERS).map(([template, render]) => [
      template,
      (to: string, payload: Record<string, unknown>) =>
        render(to, payloadOf<RestrictedAccessPayload>(payload)),
    ]),
  ),
}

/** The template name of every kind of email the outbox sends. */
export const EMAIL_TEMPLATES = Object.keys(RENDERERS)

/** Turns an outbox row into the email it stands for. */
export function renderEmail(
  template: string,
  to: string,
  payload: Record<string, unknown>,
  publicOrigin: string,
): MailMessage {
  const render = RENDERERS[template]
  if (!render) throw new Error(`Unknown email template: ${template}`)
  return render(to, payload, publicOrigin)
}
