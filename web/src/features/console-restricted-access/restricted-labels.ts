import type { RestrictedAccessStatus } from '@portal/schema/restricted-access-texts'

/** Each status in words. */
export const STATUS_LABELS: Record<RestrictedAccessStatus, string> = {
  submitted: 'Submitted',
  granted: 'Granted',
  denied: 'Denied',
  revoked: 'Revoked',
}

/** Each auth type in words. */
export const AUTH_LABELS = {
  apikey: 'API key',
  acg: 'Authorization Code',
  ccg: 'Client Credentials',
} as const

/** Each timeline event in words. */
export const EVENT_LABELS: Record<string, string> = {
  submitted: 'Asked for access',
  grant: 'Granted',
  deny: 'Denied',
  revoke: 'Revoked',
  collected: 'Credentials issued to the applicant',
}
