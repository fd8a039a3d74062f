// The console's words and constants (issue 28), without Zod: the console's pages import these,
// and `staff.ts` (the schemas) re-exports them for the server.

/** The console's roles (issue 28). Independent: admin does not imply the others. */
export const STAFF_ROLES = [
  'admin',
  'reviewer',
  'support',
  'publisher',
] as const

/** One of the console's roles. */
export type StaffRole = (typeof STAFF_ROLES)[number]

/** What each role may do, as the console's pages and the admin's role checkboxes say it. */
export const STAFF_ROLE_LABELS: Record<
  StaffRole,
  { label: string; description: string }
> = {
  admin: {
    label: 'Admin',
    description: 'Manages staff and their roles; reads the audit trail.',
  },
  reviewer: {
    label: 'Reviewer',
    description: 'Reviews production access requests.',
  },
  support: {
    label: 'Support',
    description: 'Answers contact-form support requests.',
  },
  publisher: {
    label: 'Publisher',
    description: 'Maintains API entries and their specs.',
  },
}

/** Session lifetimes (issue 28): 30 minutes without a request, 12 hours whatever happens. */
export const STAFF_SESSION_LIMITS = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3600_000,
} as const

/** Messages of the staff console shared by the server and the web. */
export const STAFF_MESSAGES = {
  signInRequired: 'Sign in to the console to continue.',
  roleRequired: 'Your staff roles do not allow this.',
  lastAdmin: 'The console must keep at least one active admin.',
  emailTaken: 'A staff member with this email address already exists.',
  emailRequired: 'Enter a valid email address.',
  emailDomain: 'Enter an email address of an allowed staff domain.',
  nameRequired: 'Enter a name.',
  rolesRequired: 'Choose at least one role.',
  staffNotFound: 'No such staff member.',
} as const

/** Why a sign-in did not end in a session: the console's sign-in page explains each. */
export const SIGN_IN_REFUSALS = {
  unknown:
    'Your account is not a staff account of this console, or it has been deactivated. Ask a console admin to add you.',
  unverified:
    'Your identity provider has not verified your email address, so the console cannot sign you in.',
  domain:
    'Your email address is not of a domain allowed to sign in to the console.',
  expired: 'The sign-in took too long or was started elsewhere. Sign in again.',
  cancelled: 'The sign-in was cancelled.',
  failed:
    'The identity provider’s answer could not be checked, so you are not signed in. Sign in again.',
  unavailable:
    'Staff sign-in is not available on this server: no identity provider is configured.',
  provider:
    'The identity provider cannot be reached just now. Try again in a few minutes.',
} as const

/** Why a sign-in was refused (`/console/sign-in?error=…`). */
export type SignInRefusal = keyof typeof SIGN_IN_REFUSALS

/** The audit trail's action names written by the console's own code (others add theirs). */
export const STAFF_AUDIT_ACTIONS = {
  auditExported: 'audit.exported',
  signIn: 'staff.sign_in',
  signOut: 'staff.sign_out',
  signInRefused: 'staff.sign_in_refused',
  staffAdded: 'staff.added',
  staffChanged: 'staff.changed',
  firstAdmin: 'staff.first_admin',
} as const

/** Audit rows per page. */
export const AUDIT_PAGE_SIZE = 50
