// What the sign-in page renders with, apart from its schemas, so the page paints without Zod
// (R-PERF-FIRST-LOAD, ADR 021).

/** The identity providers a sandbox test user signs in with (R-OAUTH-SIGN-IN). */
export const IDENTITY_PROVIDERS = {
  idme: 'ID.me',
  logingov: 'Login.gov',
} as const

export type IdentityProvider = keyof typeof IDENTITY_PROVIDERS

/** Messages of the sandbox sign-in and consent pages (R-OAUTH-SIGN-IN). */
export const SIGN_IN_MESSAGES = {
  identityProvider: 'Choose how the test user signs in',
  usernameRequired: 'Enter the test user’s email address',
  passwordRequired: 'Enter the test user’s password',
  wrongPassword:
    'That email address and password do not match a test user of this API. Copy them from the API’s test data page.',
  codeRequired: 'Enter the 6-digit code',
  codeFormat: 'Enter the code as 6 digits, without spaces',
  wrongCode:
    'That code is not right. Enter the current code made from the test user’s seed.',
  expired:
    'This sign-in request has expired or was already finished. Go back to the application and start again.',
  tooManyTries:
    'Too many wrong tries for this sign-in. Go back to the application and start the sign-in again.',
  tooManyTriesFromAddress:
    'Too many wrong sign-in tries from your network. Wait 15 minutes, then try again.',
} as const
