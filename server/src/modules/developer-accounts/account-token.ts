import { createHash, randomBytes, randomInt } from 'node:crypto'

/** A new random token (a session, an emailed link): 256 bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, so a copy of a table signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A 6-digit code, uniformly drawn (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * What the database keeps of a code: a SHA-256 salted with its proof's own token hash, so one
 * million guesses do not reverse every stored code at once.
 */
export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex')
}

/** The account session cookie's name. */
export const ACCOUNT_SESSION_COOKIE = 'account_session'

/** Well-formed tokens only: anything else is not looked up at all. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}
