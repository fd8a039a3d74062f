import { useEffect, useRef, useState } from 'react'
import { CodeBlock } from '#web/components/ui/code-block.tsx'
import { postForm, type FormPostResult } from '#web/lib/http-form-post.ts'
import { signAssertion } from './ccg-keys.ts'
import {
  assertionParts,
  isLaunchJson,
  tokenRequestFields,
} from './client-assertion.ts'
import { AssertionFields, type AssertionErrors } from './assertion-fields.tsx'
import { PrivateKeyStep, type ReadyKey } from './private-key-step.tsx'
import { TokenResponse } from './token-response.tsx'

/** Props of CcgTryIt. */
export interface CcgTryItProps {
  /** The sandbox token endpoint of the API's authorization server: the assertion's aud. */
  tokenUrl: string
  scopes: readonly string[]
  /** An example launch value (JSON) when the API takes one, else null. */
  launchExample: string | null
}

/** Messages of the assertion step, each tested. */
export const ASSERTION_MESSAGES = {
  key: 'Generate or paste a private key first.',
  clientId: 'Enter your client ID.',
  scopes: 'Choose at least one scope.',
  launch: 'Enter launch as a JSON object, for example {"patient":"…"}.',
  signing: 'The assertion could not be signed with this key. Try another key.',
} as const

interface Built {
  header: object
  claims: object
  jwt: string
}

/**
 * R-OAUTH-CCG-HELPER-GUIDE: the Client Credentials flow run in the page, one visible step at a time:
 * key, assertion header and claims, signed JWT, token response. No openssl, step or Postman.
 */
export function CcgTryIt({ tokenUrl, scopes, launchExample }: CcgTryItProps) {
  const [readyKey, setReadyKey] = useState<ReadyKey | null>(null)
  const [clientId, setClientId] = useState('')
  const [kid, setKid] = useState('')
  const [chosenScopes, setChosenScopes] = useState<readonly string[]>(scopes)
  const [launch, setLaunch] = useState(launchExample ?? '')
  const [errors, setErrors] = useState<AssertionErrors>({})
  const [built, setBuilt] = useState<Built | null>(null)
  const [result, setResult] = useState<FormPostResult | null | undefined>()
  const [isRequesting, setIsRequesting] = useState(false)
  const builtRef = useRef<HTMLHeadingElement>(null)
  const resultRef = useRef<HTMLHeadingElement>(null)

  // Each new step appears below the button that made it: focus its heading, so it is read next.
  useEffect(() => {
    if (built) builtRef.current?.focus()
  }, [built])
  useEffect(() => {
    if (result !== undefined) resultRef.current?.focus()
  }, [result])
  // The first invalid field, once its message is rendered (a new object each time, so a second
  // failed build focuses it again).
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null)
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus()
  }, [focusRequest])

  async function build() {
    const found: AssertionErrors = {
      ...(readyKey ? {} : { key: ASSERTION_MESSAGES.key }),
      ...(clientId.trim() ? {} : { clientId: ASSERTION_MESSAGES.clientId }),
      ...(chosenScopes.length ? {} : { scopes: ASSERTION_MESSAGES.scopes }),
      ...(launchExample !== null && launch.trim() && !isLaunchJson(launch)
        ? { launch: ASSERTION_MESSAGES.launch }
        : {}),
    }
    setErrors(found)
    setResult(undefined)
    const first = Object.keys(found)[0]
    if (first || !readyKey) {
      setFocusRequest({ id: `ccg-${first ?? 'key'}` })
      setBuilt(null)
      return
    }
    const { header, claims } = assertionParts({
      clientId: clientId.trim(),
      audience: tokenUrl,
      kid: kid.trim() || null,
      now: Math.floor(Date.now() / 1000),
      jti: crypto.randomUUID(),
    })
    try {
      const jwt = await signAssertion(readyKey.privateKey, header, claims)
      setBuilt({ header, claims, jwt })
    } catch {
      setErrors({ key: ASSERTION_MESSAGES.signing })
      setFocusRequest({ id: 'ccg-key' })
      setBuilt(null)
    }
  }

  async function requestToken(jwt: string) {
    setIsRequesting(true)
    try {
      const fields = tokenRequestFields({
        assertion: jwt,
        scopes: chosenScopes,
        launchJson: launchExample === null ? '' : launch,
      })
      setResult(await postForm(tokenUrl, fields))
    } catch {
      setResult(null)
    } finally {
      setIsRequesting(false)
    }
  }

  return (
    <section className="ccg-try-it" aria-labelledby="try-it-in-your-browser">
      <h2 id="try-it-in-your-browser">Try it in your browser</h2>
      <PrivateKeyStep
        readyKey={readyKey}
        onKey={(key) => {
          setReadyKey(key)
          setKid(key.kid ?? '')
          setErrors(({ key: _key, ...rest }) => rest)
        }}
      />
      <h3 id="ccg-try-assertion">2. The client assertion</h3>
      {errors.key ? (
        <p
          className="usa-error-message"
          id="ccg-key"
          tabIndex={-1}
          role="alert"
        >
          {errors.key}
        </p>
      ) : null}
      <AssertionFields
        values={{ clientId, kid, launch, chosenScopes }}
        scopes={scopes}
        hasLaunch={launchExample !== null}
        errors={errors}
        onChange={{
          clientId: setClientId,
          kid: setKid,
          launch: setLaunch,
          chosenScopes: setChosenScopes,
        }}
      />
      <button type="button" className="usa-button" onClick={() => void build()}>
        Build and sign the assertion
      </button>
      {built ? (
        <>
          <h4 ref={builtRef} tabIndex={-1}>
            Signed assertion
          </h4>
          <p>Header:</p>
          <CodeBlock
            code={JSON.stringify(built.header, null, 2)}
            label="assertion header"
          />
          <p>
            Claims (valid for 300 seconds; the <code>jti</code> works once):
          </p>
          <CodeBlock
            code={JSON.stringify(built.claims, null, 2)}
            label="assertion claims"
          />
          <p>
            The signed JWT, sent as <code>client_assertion</code>:
          </p>
          <CodeBlock code={built.jwt} label="signed JWT" />
          <h3 id="ccg-try-token">3. The token</h3>
          <p>
            POSTs the assertion to <code>{tokenUrl}</code>.
          </p>
          <button
            type="button"
            className="usa-button"
            disabled={isRequesting}
            onClick={() => void requestToken(built.jwt)}
          >
            {isRequesting ? 'Requesting a token...' : 'Request a token'}
          </button>
          {result !== undefined ? (
            <>
              <h4 ref={resultRef} tabIndex={-1}>
                Token response
              </h4>
              <TokenResponse result={result} />
            </>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
