import type { JWK } from 'jose'

// jose is loaded when a key is first needed, never with the page (R-OAUTH-CCG-HELPER-LAZY,
// R-PERF-FIRST-LOAD): the pages that offer the helper open without it.
const loadJose = () => import('jose')

/** The only algorithm the sandbox's client assertions use. */
const ASSERTION_ALG = 'RS256'

/** A key pair made in this browser: the public JWK to register, the private key in three forms. */
export interface GeneratedKeyPair {
  kid: string
  /** Only the members the signup form accepts: kty, n, e, kid, alg, use. */
  publicJwk: JWK
  privateJwk: JWK
  /** PKCS#8 PEM, as `-----BEGIN PRIVATE KEY-----`. */
  privatePem: string
  privateKey: CryptoKey
}

/**
 * Generates an RSA 2048 key pair with WebCrypto (R-OAUTH-CCG-HELPER-KEYS). The kid is the key's
 * RFC 7638 thumbprint, so the same key always gets the same id. Nothing leaves the page.
 */
export async function generateRsaKeyPair(): Promise<GeneratedKeyPair> {
  const jose = await loadJose()
  const { publicKey, privateKey } = await jose.generateKeyPair(ASSERTION_ALG, {
    modulusLength: 2048,
    extractable: true,
  })
  const { kty, n, e } = await jose.exportJWK(publicKey)
  const kid = await jose.calculateJwkThumbprint({ kty, n, e })
  const extra = { kid, alg: ASSERTION_ALG, use: 'sig' }
  return {
    kid,
    publicJwk: { kty, n, e, ...extra },
    privateJwk: { ...(await jose.exportJWK(privateKey)), ...extra },
    privatePem: await jose.exportPKCS8(privateKey),
    privateKey,
  }
}

/** A private key pasted by the developer, ready to sign, with its kid when the JWK names one. */
export interface ImportedKey {
  privateKey: CryptoKey
  kid: string | null
}

/** Why a pasted key cannot be used; the message is shown as is. */
export class KeyImportError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'KeyImportError'
  }
}

const PEM_PKCS8 = '-----BEGIN PRIVATE KEY-----'
const PEM_PKCS1 = '-----BEGIN RSA PRIVATE KEY-----'
/** Messages of the key import, each tested. */
export const KEY_MESSAGES = {
  empty: 'Paste a private key, or generate one.',
  pkcs1:
    'This is an RSA (PKCS#1) key. Paste it as a JWK, or as PKCS#8 PEM (BEGIN PRIVATE KEY).',
  publicOnly:
    'This is a public key. Paste the private key: it stays in this browser.',
  unreadable:
    'Paste an RSA private key of at least 2048 bits, as a JWK (JSON) or as PKCS#8 PEM (BEGIN PRIVATE KEY).',
} as const

// The server refuses public keys under 2048 bits; say so here rather than at signing.
function atLeast2048(key: CryptoKey): CryptoKey {
  const { modulusLength } = key.algorithm as RsaHashedKeyAlgorithm
  if (modulusLength < 2048) throw new KeyImportError(KEY_MESSAGES.unreadable)
  return key
}

/**
 * Reads a pasted RSA private key: a JWK (JSON with `d`) or PKCS#8 PEM (R-OAUTH-CCG-HELPER-IMPORT).
 * Throws KeyImportError with the message to show.
 */
export async function importPrivateKey(text: string): Promise<ImportedKey> {
  const value = text.trim()
  if (!value) throw new KeyImportError(KEY_MESSAGES.empty)
  if (value.startsWith(PEM_PKCS1)) throw new KeyImportError(KEY_MESSAGES.pkcs1)
  const jose = await loadJose()
  try {
    if (value.startsWith(PEM_PKCS8))
      return {
        privateKey: atLeast2048(await jose.importPKCS8(value, ASSERTION_ALG)),
        kid: null,
      }
    const jwk = JSON.parse(value) as JWK
    if (typeof jwk !== 'object' || jwk === null || jwk.kty !== 'RSA')
      throw new KeyImportError(KEY_MESSAGES.unreadable)
    if (!jwk.d) throw new KeyImportError(KEY_MESSAGES.publicOnly)
    const privateKey = await jose.importJWK(jwk, ASSERTION_ALG)
    if (privateKey instanceof Uint8Array)
      throw new KeyImportError(KEY_MESSAGES.unreadable)
    return {
      privateKey: atLeast2048(privateKey),
      kid: typeof jwk.kid === 'string' ? jwk.kid : null,
    }
  } catch (error) {
    if (error instanceof KeyImportError) throw error
    throw new KeyImportError(KEY_MESSAGES.unreadable)
  }
}

/** Signs the claims with the header: a compact JWS (R-OAUTH-CCG-HELPER-ASSERTION). */
export async function signAssertion(
  privateKey: CryptoKey,
  header: { alg: string; typ: string; kid?: string },
  claims: Record<string, string | number>,
): Promise<string> {
  const jose = await loadJose()
  return new jose.SignJWT(claims).setProtectedHeader(header).sign(privateKey)
}
