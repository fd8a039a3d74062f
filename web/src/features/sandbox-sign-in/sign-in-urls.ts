import { AUTH_PATH_PATTERN } from '@portal/schema/oauth-endpoints'

/**
 * The base of the sandbox authorization server the page talks to: `{sandboxPrefix}{authPath}`,
 * on our own origin (the interaction cookie's path is exactly that). Null when `server` is not a
 * well-formed auth path, so a crafted link never sends the page's requests elsewhere.
 */
export function serverBaseOf(
  server: string | null,
  sandboxBaseUrl: string | undefined,
): string | null {
  // The one rule of the auth paths the sandbox serves (R-OAUTH-SIGN-IN-SERVER, R-OAUTH-LIVE).
  if (!server || !AUTH_PATH_PATTERN.test(server)) return null
  if (!sandboxBaseUrl) return null
  const prefix = new URL(sandboxBaseUrl).pathname.replace(/\/$/, '')
  return `${prefix}${server}`
}

/** The JSON endpoints of one interaction. */
export const interactionUrl = (
  base: string,
  uid: string,
  action: 'details' | 'login' | 'code' | 'consent' | 'deny',
) => `${base}/interaction/${encodeURIComponent(uid)}/${action}`

/** The grants of the signed-in test user, and one of them. */
export const grantsUrl = (base: string, id?: string) =>
  id
    ? `${base}/manage/grants/${encodeURIComponent(id)}`
    : `${base}/manage/grants`
