import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CopyButton } from '#web/components/ui/copy-button.tsx'
import { careActions, type CareLink } from './care-queries.ts'
import { OverlapField } from './overlap-field.tsx'
import { RequestError } from './request-error.tsx'

/** Props of RotateForm. */
export interface RotateFormProps {
  link: CareLink
  credentialId: string
  /** "API key" or "client secret". */
  what: string
}

/** Rotates a key or secret; the new one is shown once with a copy button (R-CARE-ROTATE). */
export function RotateForm({ link, credentialId, what }: RotateFormProps) {
  const queryClient = useQueryClient()
  const [overlap, setOverlap] = useState('none')
  const rotate = useMutation({
    mutationFn: () => careActions.rotate(link, credentialId, overlap),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['credential-care', link] }),
  })
  return (
    <form
      className="usa-form usa-form--large care-form"
      aria-label={`Rotate the ${what}`}
      onSubmit={(event) => {
        event.preventDefault()
        rotate.mutate()
      }}
    >
      <OverlapField
        name={`overlap-${credentialId}`}
        legend={`How long should the old ${what} keep working?`}
        value={overlap}
        onChange={setOverlap}
      />
      <button className="usa-button" type="submit" disabled={rotate.isPending}>
        Rotate the {what}
      </button>
      <RequestError error={rotate.error} />
      {rotate.data ? (
        <div className="usa-alert usa-alert--success" role="status">
          <div className="usa-alert__body">
            <h4 className="usa-alert__heading">Your new {what}</h4>
            <p className="usa-alert__text">
              Copy it now: it is shown only this once.{' '}
              {overlap === 'none'
                ? `The old ${what} no longer works.`
                : `The old ${what} works until ${new Date(rotate.data.oldExpiresAt).toLocaleString()}.`}
            </p>
            <p className="credential">
              <code className="credential__value" data-testid="new-secret">
                {rotate.data.secret}
              </code>{' '}
              <CopyButton
                text={rotate.data.secret}
                label={`Copy the new ${what}`}
              />
            </p>
          </div>
        </div>
      ) : null}
    </form>
  )
}
