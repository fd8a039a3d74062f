import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConfirmButtons, Dialog } from '#web/components/ui/dialog.tsx'
import { RequestFailedError } from '#web/lib/http.ts'
import { statusActions, statusKey, type StatusLink } from './status-queries.ts'

/** Withdraws the request after a confirmation (R-REVIEW-WITHDRAW). */
export function WithdrawSection({ link }: { link: StatusLink }) {
  const queryClient = useQueryClient()
  const [isConfirming, setIsConfirming] = useState(false)
  const withdraw = useMutation({
    mutationFn: () => statusActions.withdraw(link),
    onSuccess: (status) => {
      setIsConfirming(false)
      queryClient.setQueryData(statusKey(link), status)
    },
  })
  const messages =
    withdraw.error instanceof RequestFailedError && withdraw.error.errors.length
      ? withdraw.error.errors
      : withdraw.error
        ? ['Something went wrong. Please try again later.']
        : []
  return (
    <section aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">Withdraw your request</h2>
      <p>
        No longer need production access? Withdraw the request and our reviewers
        stop working on it. You may apply again at any time.
      </p>
      <button
        type="button"
        className="usa-button usa-button--secondary"
        onClick={() => setIsConfirming(true)}
      >
        Withdraw your request
      </button>
      <Dialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        heading="Withdraw your request?"
        footer={
          <ConfirmButtons
            confirmLabel="Yes, withdraw it"
            onConfirm={() => withdraw.mutate()}
            onCancel={() => setIsConfirming(false)}
            isSecondary
            isDisabled={withdraw.isPending}
          />
        }
      >
        <p>
          The review ends and cannot be taken up again; a new request starts
          over.
        </p>
        {messages.map((message) => (
          <p className="usa-error-message" role="alert" key={message}>
            {message}
          </p>
        ))}
      </Dialog>
    </section>
  )
}
