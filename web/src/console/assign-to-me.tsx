import {
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/** Props of AssignToMe. */
export interface AssignToMeProps {
  /** The request's name in the queue, for the button's accessible name. */
  name: string
  assign: () => Promise<unknown>
  /** The queue's query key, loaded again once the request is assigned. */
  queueKey: QueryKey
}

/** A queue row's "Assign to me": the queue is read again once the request is taken. */
export function AssignToMe({ name, assign, queueKey }: AssignToMeProps) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: assign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  })
  return (
    <>
      <button
        type="button"
        className="usa-button usa-button--unstyled"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
        aria-label={`Assign to me: ${name}`}
      >
        Assign to me
      </button>
      {mutation.error ? (
        <span className="usa-error-message" role="alert">
          Not assigned. Try again.
        </span>
      ) : null}
    </>
  )
}
