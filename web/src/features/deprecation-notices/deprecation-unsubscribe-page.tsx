import { useMutation } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { API_PREFIX } from '#web/lib/api-paths.ts'
import { postJson, RequestFailedError } from '#web/lib/http.ts'

const TITLE = 'Stop deprecation reminders'

function failureMessages(error: unknown): string[] {
  return error instanceof RequestFailedError && error.errors.length
    ? error.errors
    : ['Something went wrong. Please try again later.']
}

/**
 * /deprecation-notices/unsubscribe/{noticeId}: the reminders' unsubscribe link
 * (R-DEPRECATION-UNSUBSCRIBE). It asks before it acts, so a mail scanner that opens the link
 * changes nothing; the button posts the one-click body the mail clients post.
 */
export function DeprecationUnsubscribePage() {
  const { noticeId = '' } = useParams()
  const action = useMutation({
    mutationFn: () =>
      postJson(
        `${API_PREFIX}/v0/deprecation-notices/${encodeURIComponent(noticeId)}/unsubscribe`,
        { 'List-Unsubscribe': 'One-Click' },
      ),
  })
  return (
    <div className="grid-container page-content">
      <PageTitle title={TITLE} />
      {/* The address is the link's capability: never indexed, never passed on. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <h1>{TITLE}</h1>
      {action.isSuccess ? (
        <Alert type="success" heading="Done">
          We will not remind you of this API’s deprecation any more.
        </Alert>
      ) : (
        <>
          <p className="usa-intro">
            Stop the reminders before this API is deactivated (30 days, 7 days
            and on the day). Your program still gets the Deprecation and Sunset
            headers on every call.
          </p>
          {action.error ? (
            <Alert type="error">
              {failureMessages(action.error).map((message) => (
                <p key={message} className="margin-0">
                  {message}
                </p>
              ))}
            </Alert>
          ) : null}
          <button
            type="button"
            className="usa-button margin-top-2"
            disabled={action.isPending}
            onClick={() => action.mutate()}
          >
            Stop the reminders
          </button>
        </>
      )}
    </div>
  )
}
