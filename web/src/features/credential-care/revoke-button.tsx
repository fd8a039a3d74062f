import { useRef, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { careActions, type CareLink } from './care-queries.ts'
import { RequestError } from './request-error.tsx'

/** Revokes a credential after a confirmation (R-CARE-REVOKE). */
export function RevokeButton({
  link,
  credentialId,
  what,
}: {
  link: CareLink
  credentialId: string
  what: string
}) {
  const queryClient = useQueryClient()
  const [isConfirming, setIsConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const revoke = useMutation({
    mutationFn: () => careActions.revoke(link, credentialId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['credential-care', link] }),
  })
  if (!isConfirming)
    return (
      <button
        type="button"
        className="usa-button usa-button--secondary"
        onClick={() => {
          setIsConfirming(true)
          requestAnimationFrame(() => confirmRef.current?.focus())
        }}
      >
        Revoke the {what}
      </button>
    )
  return (
    <div className="usa-alert usa-alert--warning usa-alert--slim">
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          Revoke the {what}? Every call with it is refused at once, and it
          cannot be undone.
        </p>
        <div className="usa-button-group">
          <button
            ref={confirmRef}
            type="button"
            className="usa-button usa-button--secondary"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            Yes, revoke it
          </button>
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={() => setIsConfirming(false)}
          >
            Cancel
          </button>
        </div>
        <RequestError error={revoke.error} />
      </div>
    </div>
  )
}
