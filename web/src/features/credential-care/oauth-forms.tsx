import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { careActions, type CareLink } from './care-queries.ts'
import { OverlapField } from './overlap-field.tsx'
import { RequestFailedError } from '#web/lib/http.ts'
import { RequestError } from './request-error.tsx'

interface FormProps {
  link: CareLink
  credentialId: string
}

function useChange(link: CareLink, change: () => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['credential-care', link] }),
  })
}

// The server's message for each refused line (`redirectUris.N`), with the line it is about.
function lineMessages(error: Error | null, sent: string[]) {
  if (!(error instanceof RequestFailedError)) return []
  return Object.entries(error.fieldErrors).flatMap(([path, messages]) => {
    const index = /^redirectUris\.(\d+)$/.exec(path)?.[1]
    if (index === undefined) return []
    const line = Number(index)
    return messages.map((message) => ({
      key: `${line}-${message}`,
      text: `Line ${line + 1}, “${sent[line] ?? ''}”: ${message}`,
    }))
  })
}

/** Edits an ACG client's redirect URIs, one a line, by the one rule (R-CARE-REDIRECTS, R-REDIRECT-URI). */
export function RedirectUrisForm({
  link,
  credentialId,
  current,
}: FormProps & { current: string[] }) {
  const [text, setText] = useState(current.join('\n'))
  const [sent, setSent] = useState<string[]>([])
  const uris = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const save = useChange(link, () =>
    careActions.redirectUris(link, credentialId, uris),
  )
  const id = `redirect-uris-${credentialId}`
  const lines = lineMessages(save.error, sent)
  return (
    <form
      className="usa-form usa-form--large care-form"
      aria-label="Edit redirect URIs"
      onSubmit={(event) => {
        event.preventDefault()
        setSent(uris)
        save.mutate()
      }}
    >
      <label className="usa-label" htmlFor={id}>
        Redirect URIs
      </label>
      <span className="usa-hint" id={`${id}-hint`}>
        One a line, up to 10: the exact address, https except on localhost,
        without a # fragment or wildcards.
      </span>
      <textarea
        className="usa-textarea"
        id={id}
        aria-describedby={`${id}-hint${lines.length > 0 ? ` ${id}-error` : ''}`}
        aria-invalid={lines.length > 0 || undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button className="usa-button" type="submit" disabled={save.isPending}>
        Save redirect URIs
      </button>
      {lines.length > 0 ? (
        <div
          className="usa-alert usa-alert--error usa-alert--slim"
          role="alert"
          id={`${id}-error`}
        >
          <div className="usa-alert__body">
            {lines.map((line) => (
              <p className="usa-alert__text" key={line.key}>
                {line.text}
              </p>
            ))}
          </div>
        </div>
      ) : (
        <RequestError error={save.error} />
      )}
      {save.isSuccess ? <p role="status">Redirect URIs saved.</p> : null}
    </form>
  )
}

/** Replaces a CCG client's public key, checked as at signup (R-CARE-PUBLIC-KEY). */
export function PublicKeyForm({ link, credentialId }: FormProps) {
  const [key, setKey] = useState('')
  const [overlap, setOverlap] = useState('none')
  const save = useChange(link, () =>
    careActions.publicKey(link, credentialId, overlap, key),
  )
  const id = `public-key-${credentialId}`
  return (
    <form
      className="usa-form usa-form--large care-form"
      aria-label="Replace the public key"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <label className="usa-label" htmlFor={id}>
        New public key (JWK)
      </label>
      <textarea
        className="usa-textarea"
        id={id}
        value={key}
        onChange={(event) => setKey(event.target.value)}
      />
      <OverlapField
        name={`key-overlap-${credentialId}`}
        legend="How long should the old key keep working?"
        value={overlap}
        onChange={setOverlap}
      />
      <button className="usa-button" type="submit" disabled={save.isPending}>
        Replace the public key
      </button>
      <RequestError error={save.error} />
      {save.isSuccess ? <p role="status">Public key replaced.</p> : null}
    </form>
  )
}
