// The apps' texts without Zod, so the web's render code can show them (ADR 021).

/** The apps' messages, quoted by server and web. */
export const APP_MESSAGES = {
  name: 'Enter a name for the app',
  notFound: 'There is no such app, or it is not one of your team’s.',
  ownersOnly: 'Only an owner of the team can delete an app.',
  signupNotYours:
    'That signup is not one of yours, or it is already in another team’s app.',
  credentialNotInApp: 'That credential is not one of this app’s.',
  callNotFound:
    'That call is not in this app’s log, or its details are older than 7 days.',
  profileMissing:
    'Add your first name, last name and organization to your profile first: a signup needs them.',
  deleted: 'The app is deleted and its credentials no longer work.',
} as const

/** An app's name: as the signup's `name` limit. */
export const APP_NAME_MAX = 100
