import { createHmac, randomBytes } from 'node:crypto'

/** What a signup asks credentials for. */
interface CredentialRequest {
  apikey: boolean
  acg: { applicationType: 'web' | 'native'; redirectUri: string } | null
  ccg: { publicJwk: Record<string, unknown> } | null
}

/** A credential as stored: never the secret, only its HMAC and first characters. */
export interface StoredCredential {
  kind: 'apikey' | 'acg' | 'ccg'
  clientId: string | null
  keyPrefix: string
  secretHmac: string | null
}

/** Credentials issued to a consumer: shown once in the response, stored as `stored`. */
interface IssuedCredentials {
  token: string | null
  clientID: string | null
  clientSecret: string | null
  ccgClientId: string | null
  stored: StoredCredential[]
}

/** Issues sandbox credentials. The local provider mints them; gateway adapters can replace it. */
export interface CredentialProvider {
  issue: (request: CredentialRequest) => Promise<IssuedCredentials>
}

const KEY_PREFIX_LENGTH = 8
const ALPHANUMERIC =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function randomString(length: number): string {
  const bytes = randomBytes(length)
  return Array.from(
    bytes,
    (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length],
  ).join('')
}

/** The default provider: random values, stored as an HMAC under `hashSecret` plus a prefix. */
export function createLocalCredentialProvider(
  hashSecret: string,
): CredentialProvider {
  const hmac = (value: string) =>
    createHmac('sha256', hashSecret).update(value).digest('base64url')
  return {
    issue: async (request) => {
      const stored: StoredCredential[] = []
      let token: string | null = null
      let clientID: string | null = null
      let clientSecret: string | null = null
      let ccgClientId: string | null = null
      if (request.apikey) {
        token = randomString(32)
        stored.push({
          kind: 'apikey',
          clientId: null,
          keyPrefix: token.slice(0, KEY_PREFIX_LENGTH),
          secretHmac: hmac(token),
        })
      }
      if (request.acg) {
        clientID = `0oa${randomString(17)}`
        // Native (public) clients cannot keep a secret: they use PKCE instead.
        clientSecret =
          request.acg.applicationType === 'web' ? randomString(40) : null
        stored.push({
          kind: 'acg',
          clientId: clientID,
          keyPrefix: (clientSecret ?? clientID).slice(0, KEY_PREFIX_LENGTH),
          secretHmac: clientSecret ? hmac(clientSecret) : null,
        })
      }
      if (request.ccg) {
        ccgClientId = `0oa${randomString(17)}`
        stored.push({
          kind: 'ccg',
          clientId: ccgClientId,
          keyPrefix: ccgClientId.slice(0, KEY_PREFIX_LENGTH),
          secretHmac: null,
        })
      }
      return { token, clientID, clientSecret, ccgClientId, stored }
    },
  }
}
