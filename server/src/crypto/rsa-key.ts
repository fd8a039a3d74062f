import { createPublicKey } from 'node:crypto'
import { MIN_RSA_BITS } from '@portal/schema/jwk'

/** node:crypto imports the key for real: the schema checked its shape, this checks the math. */
export function isUsableRsaKey(jwk: Record<string, unknown>): boolean {
  try {
    const key = createPublicKey({ key: jwk as never, format: 'jwk' })
    return (
      key.asymmetricKeyType === 'rsa' &&
      (key.asymmetricKeyDetails?.modulusLength ?? 0) >= MIN_RSA_BITS
    )
  } catch {
    return false
  }
}
