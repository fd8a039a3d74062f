import { useMutation } from '@tanstack/react-query'
import type {
  InteractionDetails,
  InteractionNext,
} from '@portal/schema/sandbox-sign-in'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { postJson } from '#web/lib/http.ts'
import { describeScope } from './scope-wording.ts'

/** Props of ConsentStep. */
export interface ConsentStepProps {
  details: InteractionDetails
  consentUrl: string
  denyUrl: string
}

/**
 * The consent page (R-OAUTH-SIGN-IN-CONSENT): who asks (client id, APIs), each scope in words
 * with the raw scope beside it, and where the answer goes; Allow or Deny.
 */
export function ConsentStep({
  details,
  consentUrl,
  denyUrl,
}: ConsentStepProps) {
  const mutation = useMutation({
    mutationFn: (url: string) => postJson<InteractionNext>(url, {}),
    onSuccess: (next) => window.location.assign(next.redirectTo),
  })
  return (
    <>
      {mutation.error ? <SubmitError error={mutation.error} /> : null}
      <dl className="sign-in-facts">
        <dt>Application (client ID)</dt>
        <dd>
          <code>{details.clientId}</code>
        </dd>
        <dt>{details.apis.length === 1 ? 'API' : 'APIs'}</dt>
        <dd>{details.apis.join(', ') || 'None'}</dd>
        <dt>Sends you back to</dt>
        <dd>{details.redirectHost ?? 'the application'}</dd>
      </dl>
      <h2>The application asks to</h2>
      <ul className="usa-list">
        {details.scopes.map((scope) => {
          const words = describeScope(scope)
          return (
            <li key={scope}>
              {words ? <>{words} </> : null}
              <code>{scope}</code>
            </li>
          )
        })}
      </ul>
      <div className="form-footer">
        <button
          type="button"
          className="usa-button usa-button--outline"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(denyUrl)}
        >
          Deny
        </button>
        <button
          type="button"
          className="usa-button"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(consentUrl)}
        >
          Allow access
        </button>
      </div>
    </>
  )
}
