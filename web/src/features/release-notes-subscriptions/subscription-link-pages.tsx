import { useMutation } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { SubscriptionState } from '@portal/schema/release-notes-subscription'
import { Alert } from '#web/components/ui/alert.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { RequestFailedError } from '#web/lib/http.ts'
import {
  subscriptionActions,
  type SubscriptionLink,
} from './subscription-actions.ts'

const scopeText = (state: SubscriptionState) =>
  state.apiName
    ? `the ${state.apiName} release notes`
    : 'the release notes of every API'

function failureMessages(error: unknown): string[] {
  return error instanceof RequestFailedError && error.errors.length
    ? error.errors
    : ['Something went wrong. Please try again later.']
}

/** Props of LinkPage. */
interface LinkPageProps {
  title: string
  intro: string
  buttonLabel: string
  act: (link: SubscriptionLink) => Promise<SubscriptionState>
  done: (state: SubscriptionState) => string
}

// Both pages ask before they act: a mail scanner that opens the link changes nothing.
function LinkPage({ title, intro, buttonLabel, act, done }: LinkPageProps) {
  const { subscriptionId = '', hash = '' } = useParams()
  const action = useMutation({
    mutationFn: () => act({ subscriptionId, hash }),
  })
  return (
    <div className="grid-container page-content">
      <PageTitle title={title} />
      {/* The address carries the signed pair: never indexed, never passed on. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <h1>{title}</h1>
      {action.data ? (
        <Alert type="success" heading="Done">
          {done(action.data)}
        </Alert>
      ) : (
        <>
          <p className="usa-intro">{intro}</p>
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
            {buttonLabel}
          </button>
        </>
      )}
    </div>
  )
}

/** /subscriptions/release-notes/confirm/{subscriptionId}/{hash}: the double opt-in's second step (R-NOTES-CONFIRM). */
export function ConfirmSubscriptionPage() {
  return (
    <LinkPage
      title="Confirm your subscription"
      intro="Confirm that you want release notes of the VA API Platform by email."
      buttonLabel="Confirm my subscription"
      act={subscriptionActions.confirm}
      done={(state) =>
        `Your subscription is confirmed. We will email you ${scopeText(state)} as they are published.`
      }
    />
  )
}

/** /subscriptions/release-notes/unsubscribe/{subscriptionId}/{hash}: the emails' unsubscribe link (R-NOTES-UNSUBSCRIBE). */
export function UnsubscribePage() {
  return (
    <LinkPage
      title="Unsubscribe from release notes"
      intro="Stop the release-note emails this link came with."
      buttonLabel="Unsubscribe"
      act={subscriptionActions.unsubscribe}
      done={(state) =>
        `You are unsubscribed. We will not email you ${scopeText(state)} any more.`
      }
    />
  )
}
