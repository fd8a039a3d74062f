import { useState } from 'react'
import { Link } from 'react-router'
import { CodeBlock } from '#web/components/ui/code-block.tsx'
import { useSiteConfig } from '#web/lib/site-config.ts'
import {
  forgetTryItKey,
  readTryItKey,
  saveTryItKey,
} from '#web/lib/try-it-key.ts'

/** Props of TryItKeyChoice. */
export interface TryItKeyChoiceProps {
  apiKey: string
  docsPath: string
}

/**
 * R-GATEWAY-TRY-IT: the developer may keep the key in this browser, so the docs page's Authorize
 * dialog is filled with it; and a first call to paste into a terminal.
 */
export function TryItKeyChoice({ apiKey, docsPath }: TryItKeyChoiceProps) {
  const [saved, setSaved] = useState(() => readTryItKey() === apiKey)
  const [failed, setFailed] = useState(false)
  const base = useSiteConfig()?.sandboxBaseUrl
  return (
    <section className="try-it-key" aria-labelledby="try-it-key-heading">
      <h2 id="try-it-key-heading">Try it out with your key</h2>
      <p>
        The sandbox answers at once with this key, sent in the{' '}
        <code>apikey</code> header. Its addresses start with the base below; the
        docs page builds the rest, as a curl command or with its{' '}
        <strong>Try it out</strong> buttons.
      </p>
      {base ? <CodeBlock label="sandbox base address" code={base} /> : null}
      {saved ? (
        <p role="status">
          Saved in this browser only. The <Link to={docsPath}>docs page</Link>’s
          Authorize dialog is filled with it.{' '}
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={() => {
              forgetTryItKey()
              setSaved(false)
            }}
          >
            Forget this key in this browser
          </button>
        </p>
      ) : (
        <>
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => {
              const ok = saveTryItKey(apiKey)
              setSaved(ok)
              setFailed(!ok)
            }}
          >
            Use this key for Try it out in this browser
          </button>
          {failed ? (
            <p role="alert">
              This browser does not let the portal keep the key. Paste it into
              the docs page’s Authorize dialog instead.
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
