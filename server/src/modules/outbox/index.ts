// The outbox module: what other code may use of it. Outside code imports this file only.
export { mailboxRoutes } from './mailbox-routes.ts'
export {
  createFileMailer,
  createSmtpMailer,
  readMailbox,
  type MailMessage,
} from './mailer.ts'
export { createOutboxStore } from './outbox-store.ts'
export { processOutbox, startOutboxWorker } from './outbox-worker.ts'
export {
  REVIEW_TEMPLATES,
  type ProductionReviewPayload,
} from './production-review-templates.ts'
export {
  SUPPORT_REPLY_TEMPLATE,
  type SupportReplyPayload,
} from './support-desk-templates.ts'
export type {
  ReleaseNotePayload,
  ReleaseNotesConfirmPayload,
} from './release-notes-templates.ts'
export {
  ACCOUNT_SIGN_IN_TEMPLATE,
  type AccountSignInPayload,
} from './account-templates.ts'
export {
  ACCOUNT_DELETED_TEMPLATE,
  TEAM_INVITATION_TEMPLATE,
  type AccountDeletedPayload,
  type TeamInvitationPayload,
} from './team-templates.ts'
export { APP_DELETED_TEMPLATE } from './app-templates.ts'
