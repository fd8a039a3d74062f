import type { AuthType } from '@portal/schema/catalogue'
import type { PublicStatus } from '@portal/schema/public-status'
import { AUTH_TYPE_LABELS } from '#web/components/ui/credential-fields.tsx'

/** An auth type a developer can choose on the signup form. */
export interface AuthOption {
  authType: AuthType
  /** The `typeAndApi` value: `acg/claims`. */
  value: string
  label: string
}

/** What the signup form reads of an API: its altID and its public status. */
export interface SignupApi {
  altID: string | null
  status: Pick<PublicStatus, 'sandboxAuthTypes' | 'isSandboxFormBlocked'>
}

/**
 * The auth types the public signup form offers: exactly those its endpoint accepts
 * (R-PUBLIC-SIGNUP: none without an altID, blocked versions left out).
 */
export function sandboxAuthOptions(api: SignupApi): AuthOption[] {
  return api.status.sandboxAuthTypes.map((authType) => ({
    authType,
    value: `${authType}/${api.altID ?? ''}`,
    label: AUTH_TYPE_LABELS[authType],
  }))
}

/** Whether the public signup form can be used: open, closed by the API, or broken (no altID or auth type). */
export function sandboxSignupState(
  api: SignupApi,
): 'open' | 'blocked' | 'invalid' {
  if (api.status.isSandboxFormBlocked) return 'blocked'
  return api.status.sandboxAuthTypes.length > 0 ? 'open' : 'invalid'
}
