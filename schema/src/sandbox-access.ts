import type { AuthType } from './catalogue.ts'

/** What the sandbox-access rule reads of an API (a catalogue entry, or the server's row). */
export interface SandboxAccessApi {
  apikey: boolean
  oAuthTypes?: readonly string[] | null
  blockSandboxForm?: boolean
  restrictedAccess?: {
    blockSandboxAccessForm?: boolean
    versions?: readonly { authType: string; blockSandboxAccessForm?: boolean }[]
  }
}

/** The auth types an API offers: a key when it has a gateway ACL, the OAuth grants it lists. */
export function offeredAuthTypes(api: SandboxAccessApi): AuthType[] {
  return [
    ...(api.apikey ? (['apikey'] as const) : []),
    ...(api.oAuthTypes?.includes('AuthorizationCodeGrant')
      ? (['acg'] as const)
      : []),
    ...(api.oAuthTypes?.includes('ClientCredentialsGrant')
      ? (['ccg'] as const)
      : []),
  ]
}

/** Whether the whole API is closed to public sandbox signup (the legacy flag or restrictedAccess). */
export function isSandboxFormBlocked(api: SandboxAccessApi): boolean {
  return Boolean(
    api.blockSandboxForm || api.restrictedAccess?.blockSandboxAccessForm,
  )
}

/**
 * The auth types the public sandbox form may ask for (R-PUBLIC-SIGNUP): none when the API is
 * blocked, else those offered whose restrictedAccess version does not block the form.
 * The form shows these; the server refuses anything else with 422.
 */
export function sandboxSignupAuthTypes(api: SandboxAccessApi): AuthType[] {
  if (isSandboxFormBlocked(api)) return []
  return offeredAuthTypes(api).filter(
    (authType) =>
      !api.restrictedAccess?.versions?.some(
        (version) =>
          version.authType === authType && version.blockSandboxAccessForm,
      ),
  )
}
