import { useState } from 'react'
import type { JWK } from 'jose'
import { CodeBlock } from '#web/components/ui/code-block.tsx'
import { importPrivateKey, KeyImportError } from './ccg-keys.ts'
import { KeyPairGenerator } from './key-pair-generator.tsx'

/** A private key ready to sign, with where it came from. */
export interface ReadyKey {
  privateKey: CryptoKey
  kid: string | null
  /** The public JWK to register, when the key was made here. */
  publicJwk: JWK | null
}

/** Props of PrivateKeyStep. */
export interface PrivateKeyStepProps {
  readyKey: ReadyKey | null
  onKey: (key: ReadyKey) => void
}

/** Step 1 of the helper: a key made in this browser, or a pasted private key (JWK or PEM). */
export function PrivateKeyStep({ readyKey, onKey }: PrivateKeyStepProps) {
  const [pasted, setPasted] = useState('')
  const [pasteError, setPasteError] = useState<string | null>(null)
  const [isPasteReady, setIsPasteReady] = useState(false)

  async function applyPasted() {
    try {
      const { privateKey, kid } = await importPrivateKey(pasted)
      setPasteError(null)
      setIsPasteReady(true)
      onKey({ privateKey, kid, publicJwk: null })
    } catch (error) {
      setIsPasteReady(false)
      setPasteError(
        error instanceof KeyImportError ? error.message : String(error),
      )
    }
  }

  return (
    <>
      <h3 id="ccg-try-key">1. Your key pair</h3>
      <p>
        Make a key pair here, or paste the private key of the key pair you
        registered. The private key stays in this page: it is never sent.
      </p>
      <KeyPairGenerator
        placedMessage="It signs the assertion below."
        onGenerated={({ privateKey, kid, publicJwk }) => {
          setIsPasteReady(false)
          onKey({ privateKey, kid, publicJwk })
        }}
      />
      {readyKey?.publicJwk ? (
        <>
          <p>Register this public key when you request sandbox access:</p>
          <CodeBlock
            code={JSON.stringify(readyKey.publicJwk, null, 2)}
            label="public JWK"
          />
        </>
      ) : null}
      <div
        className={`usa-form-group${pasteError ? ' usa-form-group--error' : ''}`}
      >
        <label className="usa-label" htmlFor="ccg-private-key">
          Or paste your private key (JWK or PEM)
        </label>
        <div className="usa-hint" id="ccg-private-key-hint">
          A JWK with its private members, or PKCS#8 PEM starting with{' '}
          <code>-----BEGIN PRIVATE KEY-----</code>.
        </div>
        {pasteError ? (
          <span
            className="usa-error-message"
            id="ccg-private-key-error"
            role="alert"
          >
            {pasteError}
          </span>
        ) : null}
        <textarea
          id="ccg-private-key"
          className={`usa-textarea${pasteError ? ' usa-input--error' : ''}`}
          value={pasted}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={pasteError ? true : undefined}
          aria-describedby={`ccg-private-key-hint${pasteError ? ' ccg-private-key-error' : ''}`}
          onChange={(event) => setPasted(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => void applyPasted()}
      >
        Use this private key
      </button>
      <div role="status">
        {isPasteReady ? (
          <p>
            The pasted key is ready to sign
            {readyKey?.kid ? (
              <>
                {' '}
                (key ID <code>{readyKey.kid}</code>)
              </>
            ) : null}
            .
          </p>
        ) : null}
      </div>
    </>
  )
}
