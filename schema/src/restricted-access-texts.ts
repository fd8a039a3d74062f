// Restricted sandbox access's words and rules without Zod (R-RESTRICTED-*), for pages that
// render before any schema loads (ADR 021); the payloads are in restricted-access.ts.

/** Messages of the restricted-access request and review. */
export const RESTRICTED_ACCESS_MESSAGES = {
  description: 'Tell us why you need access to this API',
  reason: 'Enter the reason',
  notRestricted:
    'This API’s sandbox is open to everyone: sign up on its sandbox access page.',
  checksFirst: 'Mark every check as passed before granting access.',
  notAllowed: 'This request cannot be moved that way now.',
  notFound: 'No restricted access request has this id.',
  alreadyCollected: 'The credentials of this request were already issued.',
  notGranted: 'Access to this API has not been granted on this request.',
  oneApi: 'Ask for one API at a time.',
} as const

/** The statuses of a request. */
export const RESTRICTED_ACCESS_STATUSES = [
  'submitted',
  'granted',
  'denied',
  'revoked',
] as const

/** A request's status. */
export type RestrictedAccessStatus = (typeof RESTRICTED_ACCESS_STATUSES)[number]

/** The reviewer's moves, each from the statuses it may leave. */
const MOVES = {
  grant: { from: ['submitted'], to: 'granted' },
  deny: { from: ['submitted'], to: 'denied' },
  revoke: { from: ['granted'], to: 'revoked' },
} as const satisfies Record<
  string,
  { from: readonly RestrictedAccessStatus[]; to: RestrictedAccessStatus }
>

/** A reviewer's move. */
export type RestrictedAccessAction = keyof typeof MOVES

/** The moves a request in `status` allows (R-RESTRICTED-MOVES). */
export function restrictedAccessActions(
  status: RestrictedAccessStatus,
): RestrictedAccessAction[] {
  return (Object.keys(MOVES) as RestrictedAccessAction[]).filter((action) =>
    (MOVES[action].from as readonly string[]).includes(status),
  )
}

/** The status a move leads to from `status`, or null when the move is not allowed. */
export function nextRestrictedAccessStatus(
  status: RestrictedAccessStatus,
  action: RestrictedAccessAction,
): RestrictedAccessStatus | null {
  return restrictedAccessActions(status).includes(action)
    ? MOVES[action].to
    : null
}

/** The request's own checklist, in the order the console shows it. */
export const RESTRICTED_ACCESS_CHECKS = [
  'identity',
  'eligibility',
  'purpose',
] as const

/** One check. */
export type RestrictedAccessCheck = (typeof RESTRICTED_ACCESS_CHECKS)[number]

/** What each check asks the reviewer. */
export const RESTRICTED_ACCESS_CHECK_TEXTS: Record<
  RestrictedAccessCheck,
  { label: string; hint: string }
> = {
  identity: {
    label: 'Identity',
    hint: 'The person and their email belong to the organization named.',
  },
  eligibility: {
    label: 'Eligibility',
    hint: 'The organization is a department team or a partner with an agreement for this API.',
  },
  purpose: {
    label: 'Purpose',
    hint: 'The reason given fits what the API is for.',
  },
}
