import { z } from 'zod'

/** The members a submitted public JWK may have. */
export const ALLOWED_JWK_MEMBERS = [
  'alg',
  'kty',
  'use',
  'x5c',
  'n',
  'e',
  'kid',
  'x5t',
] as const
/** Members that only a private key has: a JWK carrying one is refused, never "made public". */
const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']
/** The smallest RSA modulus accepted, in bits. */
export const MIN_RSA_BITS = 2048
const MAX_KID_LENGTH = 255
// Sizes the spec leaves open, bounded because the key is stored as sent (R-STORE-LENGTH): a
// 16,384-bit modulus is 2,731 base64url characters; a certificate chain of ten certificates.
const MAX_MEMBER_LENGTH = 255
const MAX_MODULUS_LENGTH = 4096
const MAX_CERTIFICATES = 10
const MAX_CERTIFICATE_LENGTH = 16_384

const isShortString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max

// alg, use and x5t are optional strings; x5c an optional list of base64 certificates.
function hasBoundedMembers(record: Record<string, unknown>): boolean {
  const optionalStrings = ['alg', 'use', 'x5t'].every(
    (member) =>
      record[member] === undefined ||
      isShortString(record[member], MAX_MEMBER_LENGTH),
  )
  const chain = record.x5c
  return (
    optionalStrings &&
    (chain === undefined ||
      (Array.isArray(chain) &&
        chain.length <= MAX_CERTIFICATES &&
        chain.every((item) => isShortString(item, MAX_CERTIFICATE_LENGTH))))
  )
}
/** The message for a key that is not a valid RSA public JWK. */
export const INVALID_KEY_MESSAGE = 'Invalid key submitted'

const BASE64URL = /^[A-Za-z0-9_-]+$/

function base64UrlBytes(value: string): number[] | null {
  if (!BASE64URL.test(value)) return null
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/')
  try {
    return Array.from(
      atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')),
      (char) => char.charCodeAt(0),
    )
  } catch {
    return null
  }
}

function modulusBits(n: string): number {
  const bytes = base64UrlBytes(n)
  if (!bytes || bytes.length === 0) return 0
  const start = bytes.findIndex((byte) => byte !== 0)
  if (start < 0) return 0
  return (
    (bytes.length - start - 1) * 8 +
    Math.floor(Math.log2(bytes[start] ?? 1)) +
    1
  )
}

/**
 * Parses a submitted key (a JSON string or an object) and checks it is an RSA public JWK:
 * only the allowed members, kty RSA, kid at most 255 characters, no private member, a modulus
 * of at least 2048 bits and an odd public exponent; alg, use, x5t short strings and x5c a short
 * list of strings. Returns the JWK, or null when it is not one.
 * (The server also imports the key with node:crypto before accepting it.)
 */
export function parsePublicJwk(input: unknown): Record<string, unknown> | null {
  let jwk: unknown = input
  if (typeof input === 'string') {
    try {
      jwk = JSON.parse(input)
    } catch {
      return null
    }
  }
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) return null
  const record = jwk as Record<string, unknown>
  const members = Object.keys(record)
  if (members.some((member) => PRIVATE_JWK_MEMBERS.includes(member)))
    return null
  if (
    members.some(
      (member) => !(ALLOWED_JWK_MEMBERS as readonly string[]).includes(member),
    )
  )
    return null
  if (record.kty !== 'RSA') return null
  if (
    record.kid !== undefined &&
    (typeof record.kid !== 'string' || record.kid.length > MAX_KID_LENGTH)
  )
    return null
  if (!isShortString(record.n, MAX_MODULUS_LENGTH)) return null
  if (typeof record.e !== 'string' || !hasBoundedMembers(record)) return null
  if (modulusBits(record.n) < MIN_RSA_BITS) return null
  const exponent = base64UrlBytes(record.e)
  if (
    !exponent ||
    exponent.length === 0 ||
    exponent.length > 8 ||
    ((exponent.at(-1) ?? 0) & 1) === 0
  )
    return null
  return record
}

/** A public JWK field: required message when empty, "Invalid key submitted" when not a valid key. */
export function publicJwkField(requiredMessage: string) {
  return z.unknown().transform((value, context) => {
    if (
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '')
    ) {
      context.addIssue({ code: 'custom', message: requiredMessage })
      return z.NEVER
    }
    const jwk = parsePublicJwk(value)
    if (!jwk) {
      context.addIssue({ code: 'custom', message: INVALID_KEY_MESSAGE })
      return z.NEVER
    }
    return jwk
  })
}
