import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { RestrictedAccessDetail } from '@portal/schema/restricted-access'
import type { RestrictedAccessCheck } from '@portal/schema/restricted-access-texts'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { ConsoleTextForm } from '#web/console/console-text-form.tsx'
import { ConsoleTimeline } from '#web/console/console-timeline.tsx'
import { RequestFrame } from '#web/console/request-frame.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { lazyValidation, pickedValidate } from '#web/lib/lazy-validation.ts'
import {
  AUTH_LABELS,
  EVENT_LABELS,
  STATUS_LABELS,
} from './restricted-labels.ts'
import {
  restrictedActions,
  restrictedKey,
  restrictedQueries,
} from './restricted-queries.ts'

// The reason forms' schema: loaded on first use (ADR 021).
const validation = lazyValidation(() => import('./restricted-validation.ts'))

function useReplace(id: string) {
  const queryClient = useQueryClient()
  return (next: RestrictedAccessDetail) =>
    queryClient.setQueryData(restrictedKey(id), next)
}

/** The request's own checklist (R-RESTRICTED-CHECKLIST): granting waits for every check passed. */
function Checklist({ request }: { request: RestrictedAccessDetail }) {
  const replace = useReplace(request.id)
  const mark = useMutation({
    mutationFn: (check: RestrictedAccessCheck) =>
      restrictedActions.check(request.id, check, { outcome: 'passed' }),
    onSuccess: replace,
  })
  const isOpen = request.status === 'submitted'
  return (
    <section aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">Checklist</h2>
      {mark.error ? <SubmitError error={mark.error} /> : null}
      <ul className="usa-list usa-list--unstyled">
        {request.checks.map((check) => (
          <li key={check.check} className="margin-bottom-3">
            <h3 className="margin-bottom-05">{check.label}</h3>
            <p className="margin-top-0 text-base">{check.hint}</p>
            <p>
              <strong>
                {check.outcome === 'passed'
                  ? 'Passed'
                  : check.outcome === 'failed'
                    ? 'Failed'
                    : 'Not marked yet'}
              </strong>
            </p>
            {isOpen && check.outcome !== 'passed' ? (
              <button
                type="button"
                className="usa-button usa-button--outline"
                disabled={mark.isPending}
                onClick={() => mark.mutate(check.check)}
                aria-label={`Mark passed: ${check.label}`}
              >
                Mark passed
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Grant, and the reason forms of deny and revoke (R-RESTRICTED-MOVES). */
function Decisions({ request }: { request: RestrictedAccessDetail }) {
  const replace = useReplace(request.id)
  const grant = useMutation({
    mutationFn: () => restrictedActions.move(request.id, { action: 'grant' }),
    onSuccess: replace,
  })
  const reasonForm = (action: 'deny' | 'revoke') => (
    <ConsoleTextForm
      field="reason"
      heading={action === 'deny' ? 'Deny access' : 'Revoke access'}
      label="Reason"
      hint={
        action === 'deny'
          ? 'The applicant reads it in the email and on their status page.'
          : 'The credentials stop working at once. The applicant reads the reason.'
      }
      submitLabel={action === 'deny' ? 'Deny access' : 'Revoke access'}
      maxLength={1000}
      isRequired
      validate={pickedValidate(validation, (module) => module.validateReason)}
      validation={validation}
      submit={(values) =>
        restrictedActions.move(request.id, {
          action,
          reason: values.reason ?? '',
        })
      }
      onSuccess={replace}
    />
  )
  return (
    <>
      {request.actions.includes('grant') ? (
        <section aria-labelledby="grant-heading">
          <h2 id="grant-heading">Grant access</h2>
          <p>
            The applicant gets an email and collects the credentials, shown
            once, on their status page.
          </p>
          {grant.error ? <SubmitError error={grant.error} /> : null}
          <button
            type="button"
            className="usa-button"
            disabled={grant.isPending}
            onClick={() => grant.mutate()}
          >
            Grant access
          </button>
        </section>
      ) : null}
      {request.actions.includes('deny') ? reasonForm('deny') : null}
      {request.actions.includes('revoke') ? reasonForm('revoke') : null}
    </>
  )
}

function Request({ id }: { id: string }) {
  const query = useQuery(restrictedQueries.request(id))
  const name = query.data
    ? `${query.data.firstName} ${query.data.lastName}: ${query.data.api.name}`
    : 'Restricted access request'
  return (
    <RequestFrame
      query={query}
      title={name}
      queuePath="/console/restricted-access"
    >
      {(request) => (
        <>
          <dl>
            <dt className="text-bold">Status</dt>
            <dd className="margin-left-0 margin-bottom-1">
              <span className="usa-tag">{STATUS_LABELS[request.status]}</span>
            </dd>
            <dt className="text-bold">API and auth type</dt>
            <dd className="margin-left-0 margin-bottom-1">
              {request.api.name} ({AUTH_LABELS[request.authType]})
            </dd>
            <dt className="text-bold">Email and organization</dt>
            <dd className="margin-left-0 margin-bottom-1">
              {request.email}, {request.organization}
            </dd>
            <dt className="text-bold">Why they need access</dt>
            <dd className="margin-left-0 margin-bottom-1">
              {request.description}
            </dd>
            {request.reason ? (
              <>
                <dt className="text-bold">Reason given</dt>
                <dd className="margin-left-0 margin-bottom-1">
                  {request.reason}
                </dd>
              </>
            ) : null}
            <dt className="text-bold">Credentials</dt>
            <dd className="margin-left-0 margin-bottom-1">
              {request.credentialsIssued ? 'Issued' : 'Not issued'}
            </dd>
          </dl>
          <Checklist request={request} />
          <Decisions request={request} />
          <ConsoleTimeline
            events={request.timeline.map((event, index) => ({
              ...event,
              id: String(index),
            }))}
            titleOf={(event) => EVENT_LABELS[event.action] ?? event.action}
            actorOf={(event) =>
              event.action === 'submitted' || event.action === 'collected'
                ? 'the applicant'
                : 'a reviewer'
            }
            statusOf={(event) => event.status}
          />
        </>
      )}
    </RequestFrame>
  )
}

/** /console/restricted-access/{id}: one request, its checklist, decisions and timeline. */
export function RestrictedRequestPage() {
  const { id = '' } = useParams()
  return (
    <RequireRole needs="reviewer">
      <Request id={id} />
    </RequireRole>
  )
}
