import { RequestFailedError } from '#web/lib/http.ts'

/** The server's messages for a refused change, announced at once. */
export function RequestError({ error }: { error: Error | null }) {
  if (!error) return null
  const messages =
    error instanceof RequestFailedError && error.errors.length > 0
      ? error.errors
      : ['Something went wrong. Please try again later.']
  return (
    <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
      <div className="usa-alert__body">
        {messages.map((message) => (
          <p className="usa-alert__text" key={message}>
            {message}
          </p>
        ))}
      </div>
    </div>
  )
}
