import { createHash, randomBytes } from 'node:crypto'

/** A new random id for a session or a sign-in attempt: 256 bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, so a copy of the table signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The console session cookie's name. */
export const STAFF_SESSION_COOKIE = 'staff_session'

/** The cookie that binds a sign-in in flight to the browser that started it. */
export const STAFF_SIGN_IN_COOKIE = 'staff_sign_in'

/** Well-formed tokens only: anything else is not looked up at all. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}
