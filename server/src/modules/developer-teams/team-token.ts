import { createHash, randomBytes } from 'node:crypto'

/** An invitation link's token: 32 random bytes, base64url (43 characters). */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token or an address: its SHA-256, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** The hash the activity list keeps of an address once its account is deleted. */
export const emailHash = (email: string) => sha256(email.trim().toLowerCase())
