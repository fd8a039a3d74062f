import type { MailMessage } from './mailer.ts'
import { withHtml } from './text-html.ts'

/** The template name of a team invitation (R-TEAM-INVITE). */
export const TEAM_INVITATION_TEMPLATE = 'team-invitation'
/** The template name of the confirmation of a deleted account (R-ACCOUNT-DELETE). */
export const ACCOUNT_DELETED_TEMPLATE = 'account-deleted'

/** An invitation: the team, the role, who invited, and the single-use link. */
export interface TeamInvitationPayload {
  teamName: string
  role: 'owner' | 'developer'
  invitedBy: string
  link: string
  days: number
}

/** What a deleted account's confirmation says was done. */
export interface AccountDeletedPayload {
  revokedCredentials: number
  retention: string[]
}

// The link signs the invitee in as this address (or makes its account): the email says so, and
// what to do when it was not expected.
export function teamInvitation(
  to: string,
  payload: TeamInvitationPayload,
): MailMessage {
  const role = payload.role === 'owner' ? 'an owner' : 'a developer'
  return withHtml({
    to,
    subject: `You are invited to the team ${payload.teamName} on the VA API Platform`,
    text: [
      'Hello,',
      '',
      `${payload.invitedBy} invited you to join the team “${payload.teamName}” on the VA API Platform as ${role}.`,
      '',
      'To accept, open this link. It signs you in to the developer account of this email address, or makes one:',
      payload.link,
      '',
      `The link works once, for ${payload.days} days. If you did not expect this invitation, ignore this email.`,
      '',
      'VA API Platform',
    ].join('\n'),
  })
}

// Sent to the address the account had, after it is gone: the only copy of what was done.
export function accountDeleted(
  to: string,
  payload: AccountDeletedPayload,
): MailMessage {
  return withHtml({
    to,
    subject: 'Your VA API Platform developer account is deleted',
    text: [
      'Hello,',
      '',
      `Your VA API Platform developer account is deleted. ${payload.revokedCredentials} credential${payload.revokedCredentials === 1 ? ' was' : 's were'} revoked; the sandbox gateway refuses ${payload.revokedCredentials === 1 ? 'it' : 'them'} from now on.`,
      '',
      'What we keep and what we removed:',
      ...payload.retention.map((line) => `- ${line}`),
      '',
      'If you did not delete your account, contact us through the support page.',
      '',
      'VA API Platform',
    ].join('\n'),
  })
}
