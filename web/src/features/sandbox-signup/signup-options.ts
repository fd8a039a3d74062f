import type { ApiEntry, AuthType } from '@portal/schema/catalogue'
import {
  isSandboxFormBlocked,
  sandboxSignupAuthTypes,
} from '@portal/schema/sandbox-access'

/** An auth type a developer can choose on the signup form. */
export interface AuthOption {
  authType: AuthType
  /** The `typeAndApi` value: `acg/claims`. */
  value: string
  label: string
}

const LABELS: Record<AuthType, string> = {
  apikey: 'API key',
  acg: 'Authorization Code Grant',
  ccg: 'Client Credentials Grant',
}

type SignupApi = Pick<
  ApiEntry,
  'altID' | 'apikey' | 'oAuthTypes' | 'restrictedAccess' | 'blockSandboxForm'
>

/** The auth types of an API that its public signup form offers (blocked versions left out). */
export function sandboxAuthOptions(api: SignupApi): AuthOption[] {
  if (!api.altID) return []
  return sandboxSignupAuthTypes(api).map((authType) => ({
    authType,
    value: `${authType}/${api.altID}`,
    label: LABELS[authType],
  }))
}

/** Whether the public signup form can be used: open, closed by the API, or broken (no altID or auth type). */
export function sandboxSignupState(
  api: SignupApi,
): 'open' | 'blocked' | 'invalid' {
  if (isSandboxFormBlocked(api)) return 'blocked'
  return sandboxAuthOptions(api).length > 0 ? 'open' : 'invalid'
}
