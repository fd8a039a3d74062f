import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import type { AccountMe, Passkey } from '@portal/schema/developer-accounts'
import { postJson } from '#web/lib/http.ts'
import { ACCOUNT_API } from './account-api.ts'

// The browser side of passkeys (@simplewebauthn/browser), shared by the sign-in page, the
// security page and the fresh-proof prompt: each asks the server for options (a single-use
// challenge), lets the browser and its authenticator answer, and posts the answer back.

/** Whether this browser can use passkeys at all. */
export const canUsePasskeys = () => browserSupportsWebAuthn()

/** Signs in with any passkey of this site (no address typed): the signed-in developer. */
export async function signInWithPasskey(): Promise<AccountMe> {
  const optionsJSON = await postJson<PublicKeyCredentialRequestOptionsJSON>(
    `${ACCOUNT_API}/passkey-sign-ins/options`,
    {},
  )
  const response = await startAuthentication({ optionsJSON })
  return postJson<AccountMe>(`${ACCOUNT_API}/passkey-sign-ins`, { response })
}

/** Confirms it is you with one of the account's passkeys: the session's proof is renewed. */
export async function renewProofWithPasskey(): Promise<AccountMe> {
  const optionsJSON = await postJson<PublicKeyCredentialRequestOptionsJSON>(
    `${ACCOUNT_API}/session/proofs/options`,
    {},
  )
  const response = await startAuthentication({ optionsJSON })
  return postJson<AccountMe>(`${ACCOUNT_API}/session/proofs`, { response })
}

/** Makes a passkey for the signed-in account and adds it under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await postJson<PublicKeyCredentialCreationOptionsJSON>(
    `${ACCOUNT_API}/passkeys/registration-options`,
    {},
  )
  const response = await startRegistration({ optionsJSON })
  return postJson<Passkey>(`${ACCOUNT_API}/passkeys`, { name, response })
}

/**
 * A browser's refusal in words (null for anything else, such as the server's answer, which the
 * page shows as it came): cancelled, already on this device, or not possible here.
 */
export function passkeyErrorMessage(error: unknown): string | null {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return 'This device already holds a passkey of your account.'
    if (error.code === 'ERROR_CEREMONY_ABORTED') return PASSKEY_CANCELLED
    // Browsers make passkeys for a site's name only, never for an IP address (a local run).
    if (
      error.code === 'ERROR_INVALID_DOMAIN' &&
      /^[\d.]+$|^\[/.test(window.location.hostname)
    )
      return `Passkeys work at a site’s name, not at an IP address: open ${window.location.href.replace(window.location.hostname, 'localhost')} instead.`
    return 'This browser or device could not use a passkey here. Try another one, or use an emailed code.'
  }
  if (error instanceof Error && error.name === 'NotAllowedError')
    return PASSKEY_CANCELLED
  return null
}

const PASSKEY_CANCELLED =
  'The passkey request was cancelled or timed out. Try again when you are ready.'
