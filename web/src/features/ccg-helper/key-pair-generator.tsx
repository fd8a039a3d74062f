import { useEffect, useRef, useState } from 'react'
import { generateRsaKeyPair, type GeneratedKeyPair } from './ccg-keys.ts'

/** Props of KeyPairGenerator. */
export interface KeyPairGeneratorProps {
  onGenerated: (pair: GeneratedKeyPair) => void
  /** Where the public key went, said after "A 2048-bit RSA key pair was made in this browser." */
  placedMessage: string
}

interface Downloads {
  kid: string
  jwkUrl: string
  pemUrl: string
}

/** Message when WebCrypto is missing or fails (an http page off localhost has no crypto.subtle). */
export const GENERATE_FAILED_MESSAGE =
  'This browser could not make a key pair. Key generation needs a current browser and a secure (https) page.'

function objectUrl(text: string, type: string): string {
  return URL.createObjectURL(new Blob([text], { type }))
}

/**
 * R-OAUTH-CCG-HELPER-KEYS: makes an RSA 2048 key pair in the page and offers the private key as
 * JWK and PEM downloads from Blob object URLs: nothing is sent or stored.
 */
export function KeyPairGenerator({
  onGenerated,
  placedMessage,
}: KeyPairGeneratorProps) {
  const [downloads, setDownloads] = useState<Downloads | null>(null)
  const [isPending, setIsPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const statusRef = useRef<HTMLDivElement>(null)
  // An object URL holds the key in memory until revoked: revoke when replaced or unmounted.
  useEffect(
    () => () => {
      if (!downloads) return
      URL.revokeObjectURL(downloads.jwkUrl)
      URL.revokeObjectURL(downloads.pemUrl)
    },
    [downloads],
  )
  // The downloads appear after the status: focus it, so the next Tab reaches them.
  useEffect(() => {
    if (downloads) statusRef.current?.focus()
  }, [downloads])

  async function generate() {
    setIsPending(true)
    setFailed(false)
    try {
      const pair = await generateRsaKeyPair()
      onGenerated(pair)
      setDownloads({
        kid: pair.kid,
        jwkUrl: objectUrl(
          JSON.stringify(pair.privateJwk, null, 2),
          'application/jwk+json',
        ),
        pemUrl: objectUrl(pair.privatePem, 'application/x-pem-file'),
      })
    } catch {
      setFailed(true)
    } finally {
      setIsPending(false)
    }
  }

  const fileStem = downloads ? `private-key-${downloads.kid.slice(0, 8)}` : ''
  return (
    <div className="key-pair-generator">
      <button
        type="button"
        className="usa-button usa-button--outline"
        disabled={isPending}
        onClick={() => void generate()}
      >
        {isPending
          ? 'Generating a key pair...'
          : downloads
            ? 'Generate a new key pair in this browser'
            : 'Generate a key pair in this browser'}
      </button>
      {failed ? (
        <p className="usa-error-message" role="alert">
          {GENERATE_FAILED_MESSAGE}
        </p>
      ) : null}
      <div role="status" ref={statusRef} tabIndex={-1}>
        {downloads ? (
          <p>
            A 2048-bit RSA key pair was made in this browser. {placedMessage}{' '}
            Its key ID (<code>kid</code>) is <code>{downloads.kid}</code>.
            Download the private key now and keep it secret: it was not sent
            anywhere and is gone when you leave this page.
          </p>
        ) : null}
      </div>
      {downloads ? (
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <a
              className="usa-button usa-button--secondary"
              href={downloads.jwkUrl}
              download={`${fileStem}.jwk.json`}
            >
              Download the private key as JWK
            </a>
          </li>
          <li className="usa-button-group__item">
            <a
              className="usa-button usa-button--secondary"
              href={downloads.pemUrl}
              download={`${fileStem}.pem`}
            >
              Download the private key as PEM (PKCS#8)
            </a>
          </li>
        </ul>
      ) : null}
    </div>
  )
}
