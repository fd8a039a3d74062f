// Developer accounts' words and constants (issue 37), without Zod: the account pages import
// these, and `developer-accounts.ts` (the schemas) re-exports them for the server.

/** Account sessions live as the console's: 30 minutes without a request, 12 hours at most. */
export const ACCOUNT_SESSION_LIMITS = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3600_000,
  /** A sensitive action needs a passkey or email proof at most this old (R-ACCOUNT-FRESH-PROOF). */
  freshProofMs: 5 * 60_000,
} as const

/** An emailed proof: 15 minutes, 5 wrong codes, then it is dead (R-ACCOUNT-EMAIL-PROOF). */
export const EMAIL_PROOF_LIMITS = {
  ttlMs: 15 * 60_000,
  maxAttempts: 5,
} as const

/** A passkey challenge is good once, for 5 minutes (R-ACCOUNT-PASSKEY-CHALLENGE). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000

/** A team member's role: owners manage the team, developers use its apps. */
export const TEAM_ROLES = ['owner', 'developer'] as const

/** The subscribe form's value for every API's release notes (sent as `urlSlug: null`). */
export const ALL_APIS = '*'

/** One of the team roles. */
export type TeamRole = (typeof TEAM_ROLES)[number]

/** Field maxima of the account's forms (the signup's, so a profile fills a signup). */
export const ACCOUNT_LIMITS = {
  name: 47,
  organization: 100,
  passkeyName: 60,
} as const

/** Messages of the developer accounts, shared by the server and the web. */
export const ACCOUNT_MESSAGES = {
  signInRequired: 'Sign in to your account to continue.',
  freshProofRequired: 'Confirm it is you with your passkey to continue.',
  proofSent:
    'If the address can receive email, a sign-in link and code are on their way. They work for 15 minutes.',
  codeRequired: 'Enter the 6-digit code from the email.',
  codeWrong:
    'That code is not right, or it has expired. Check the latest email, or ask for a new code.',
  linkDead:
    'This sign-in link has expired or was already used. Ask for a new one.',
  passkeyFailed:
    'Your passkey could not be checked. Try again, or sign in with an emailed code.',
  passkeyNotFound: 'No such passkey.',
  noPasskey:
    'Your account has no passkey yet. Sign in again with an emailed code to continue.',
  passkeyName: 'Enter a name for the passkey.',
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  organization: 'Enter your organization',
  chooseApi: 'Choose an API, or every API',
  itemClaimed: 'This item already belongs to another account.',
  itemAdded: 'Added to your account.',
  itemAlreadyYours: 'This is already in your account.',
  invalidLink: 'This link is not valid or has expired.',
} as const
