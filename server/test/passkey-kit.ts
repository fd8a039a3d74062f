import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto'

// A software passkey authenticator for the server tests: the browser and its authenticator are
// the network edge of the passkey routes, so the tests stand in for them with real keys and real
// signatures (P-256, ES256) in the formats WebAuthn defines. Browser tests use Chromium's virtual
// authenticator instead.

// The CBOR subset WebAuthn's "none" attestation needs: integers, byte and text strings, maps.
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 256) return Buffer.from([(major << 5) | 24, length])
  if (length < 65536) {
    const head = Buffer.alloc(3)
    head[0] = (major << 5) | 25
    head.writeUInt16BE(length, 1)
    return head
  }
  const head = Buffer.alloc(5)
  head[0] = (major << 5) | 26
  head.writeUInt32BE(length, 1)
  return head
}

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>

function cbor(value: CborValue): Buffer {
  if (typeof value === 'number')
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([cborHead(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array)
    return Buffer.concat([cborHead(2, value.length), Buffer.from(value)])
  return Buffer.concat([
    cborHead(5, value.size),
    ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ])
}

const sha256 = (data: Buffer | string) =>
  createHash('sha256').update(data).digest()

const b64url = (data: Buffer | Uint8Array) =>
  Buffer.from(data).toString('base64url')

/** WebAuthn options as the server sends them (the parts an authenticator reads). */
interface Options {
  challenge: string
  rp?: { id?: string }
  rpId?: string
  user?: { id: string }
}

/** A passkey held by the software authenticator. */
export interface SoftPasskey {
  id: Buffer
  privateKey: KeyObject
  publicKey: KeyObject
  userHandle: string
  counter: number
  rpId: string
}

/** A software authenticator: makes passkeys and answers requests with them. */
export function createSoftAuthenticator(origin = 'http://127.0.0.1:8080') {
  const passkeys: SoftPasskey[] = []

  const authData = (
    rpId: string,
    flags: number,
    counter: number,
    attested?: Buffer,
  ) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ])
  }

  return {
    passkeys,

    /** The answer to registration options (`RegistrationResponseJSON`), with a new passkey. */
    create(options: Options, overrides: { origin?: string } = {}) {
      const rpId = options.rp?.id ?? new URL(origin).hostname
      const { privateKey, publicKey } = generateKeyPairSync('ec', {
        namedCurve: 'P-256',
      })
      const jwk = publicKey.export({ format: 'jwk' })
      const coseKey = new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ])
      const id = randomBytes(16)
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(id.length)
      const attested = Buffer.concat([
        Buffer.alloc(16),
        idLength,
        id,
        cbor(coseKey),
      ])
      // User present, user verified, attested credential data included.
      const data = authData(rpId, 0x01 | 0x04 | 0x40, 0, attested)
      const attestationObject = cbor(
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      )
      const clientDataJSON = Buffer.from(
        JSON.stringify({
          type: 'webauthn.create',
          challenge: options.challenge,
          origin: overrides.origin ?? origin,
          crossOrigin: false,
        }),
      )
      const passkey: SoftPasskey = {
        id,
        privateKey,
        publicKey,
        userHandle: options.user?.id ?? '',
        counter: 0,
        rpId,
      }
      passkeys.push(passkey)
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },

    /** The answer to authentication options (`AuthenticationResponseJSON`) with a passkey. */
    get(
      options: Options,
      passkey: SoftPasskey | undefined = passkeys[0],
      overrides: { origin?: string } = {},
    ) {
      if (!passkey) throw new Error('the soft authenticator holds no passkey')
      passkey.counter += 1
      const data = authData(
        options.rpId ?? passkey.rpId,
        0x01 | 0x04,
        passkey.counter,
      )
      const clientDataJSON = Buffer.from(
        JSON.stringify({
          type: 'webauthn.get',
          challenge: options.challenge,
          origin: overrides.origin ?? origin,
          crossOrigin: false,
        }),
      )
      const signature = sign(
        'sha256',
        Buffer.concat([data, sha256(clientDataJSON)]),
        passkey.privateKey,
      )
      return {
        id: b64url(passkey.id),
        rawId: b64url(passkey.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: passkey.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}
