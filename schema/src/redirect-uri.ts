// The one redirect-URI rule (R-REDIRECT-URI): sandbox signup, credential care, the production
// access form and the sandbox's OAuth client look-up all read it, so a URI the portal accepts is
// one the authorization servers (oidc-provider) accept too, and one they refuse is never stored.

/** A redirect URI may be this long at most. */
export const REDIRECT_URI_MAX_LENGTH = 2048

/** Why a redirect URI is refused; each reason has its own message. */
export type RedirectUriProblem =
  | 'required'
  | 'tooLong'
  | 'whitespace'
  | 'html'
  | 'invalid'
  | 'scheme'
  | 'userinfo'
  | 'wildcard'
  | 'fragment'
  | 'https'

/**
 * The message of each problem. `required`, `scheme` and `invalid` are the specification's words
 * (R-SIGNUP-ACG); the others say what to change.
 */
export const REDIRECT_URI_MESSAGES: Record<RedirectUriProblem, string> = {
  required: 'Enter an http or https URI',
  scheme: 'Enter an http or https URI',
  invalid: 'Invalid URL',
  tooLong: 'Enter a URI of at most 2,048 characters',
  whitespace:
    'Remove the spaces, line breaks and other invisible characters from the URI',
  html: 'Remove the < and > characters: a redirect URI cannot contain HTML',
  userinfo:
    'Remove the user name or password (the part before @): a redirect URI cannot carry them',
  wildcard:
    'Enter the exact host name: a redirect URI cannot contain a wildcard (*)',
  fragment:
    'Remove the fragment (the part from #): a redirect URI cannot have one',
  https: 'Enter an https URI: http is allowed only for localhost',
}

/** Hosts that may use plain http: the developer's own machine (RFC 8252 §7.3). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

// Spaces and line breaks of every kind, control characters (CR, LF, NUL, DEL…), and invisible
// format characters (zero-width space, bidi marks) that make two URIs look alike.
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}]/u
const HTML = /[<>]/
// Characters RFC 3986 does not allow anywhere in a URI. The WHATWG parser would quietly turn a
// backslash into a slash, so what was registered would differ from what a browser sends.
const NOT_URI = /["\\^`{|}]/
const WEB_SCHEME = /^(https?):\/\//i

// `URL.parse` is newer than some browsers the portal serves.
function parseUrl(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/**
 * Why `value` is not an acceptable redirect URI, or null when it is: an absolute https URI (or
 * http on localhost, 127.0.0.1 or [::1]), without a fragment, user name or password, wildcard,
 * whitespace, control character or HTML, at most 2,048 characters. Callers trim what a person
 * typed first. Never throws, whatever it is given.
 */
export function redirectUriProblem(value: unknown): RedirectUriProblem | null {
  if (typeof value !== 'string' || value === '') return 'required'
  if (value.length > REDIRECT_URI_MAX_LENGTH) return 'tooLong'
  if (HTML.test(value)) return 'html'
  // The parser drops tabs and line breaks and encodes spaces, so both checks are needed.
  const url = parseUrl(value)
  if (!url) return 'invalid'
  if (INVISIBLE.test(value)) return 'whitespace'
  if (NOT_URI.test(value)) return 'invalid'
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme'
  // The parser accepts `https:host` and `https:///host`; a redirect URI spells `//authority`.
  const scheme = WEB_SCHEME.exec(value)
  if (!scheme) return 'invalid'
  const authority = /^[^/?#]*/.exec(value.slice(scheme[0].length))?.[0] ?? ''
  if (authority === '') return 'invalid'
  if (authority.includes('@')) return 'userinfo'
  // The parser decodes the host, so `%2A` is a wildcard too.
  if (authority.includes('*') || url.hostname.includes('*')) return 'wildcard'
  if (value.includes('#')) return 'fragment'
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
    return 'https'
  return null
}

/** The message for why `value` is refused, or null when it is an acceptable redirect URI. */
export function redirectUriMessage(value: unknown): string | null {
  const problem = redirectUriProblem(value)
  return problem ? REDIRECT_URI_MESSAGES[problem] : null
}

/** Whether `value` is an acceptable redirect URI. */
export function isRedirectUri(value: unknown): value is string {
  return redirectUriProblem(value) === null
}

/**
 * What can be made of a stored URI that breaks the rule: the URI without its fragment when that
 * alone makes it acceptable, else null (it is set aside).
 */
export function repairedRedirectUri(value: string): string | null {
  if (redirectUriProblem(value) === null) return value
  const withoutFragment = value.split('#')[0] ?? ''
  return isRedirectUri(withoutFragment) ? withoutFragment : null
}
