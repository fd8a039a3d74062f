import { useState, type ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import type { RestrictedAccessApplicant } from '@portal/schema/restricted-access'
import { REVIEW_ERRORS } from '@portal/schema/production-review-texts'
import type { SandboxSignupResponse } from '@portal/schema/sandbox-signup'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { postJson, RequestFailedError } from '#web/lib/http.ts'
import { RESTRICTED_ACCESS_URL } from './restricted-access-paths.ts'

const TITLE = 'Your restricted access request'

const STATUS_TEXTS: Record<RestrictedAccessApplicant['status'], string> = {
  submitted: 'Waiting for a reviewer',
  granted: 'Granted',
  denied: 'Denied',
  revoked: 'Revoked',
}

const ACTION_TEXTS: Record<string, string> = {
  submitted: 'You asked for access',
  grant: 'A reviewer granted access',
  deny: 'A reviewer denied access',
  revoke: 'A reviewer revoked access',
  collected: 'Your credentials were issued',
}

type StatusLink = { id: string; signature: string }

const statusKey = (link: StatusLink) => ['restricted-access-status', link]

/** Props of RestrictedAccessStatusPage. */
export interface RestrictedAccessStatusPageProps {
  /** The credentials, shown once (the route composes the signup's credentials view). */
  renderCredentials: (
    response: SandboxSignupResponse,
    apiSlug: string,
  ) => ReactNode
}

/**
 * /restricted-access/status/{id}/{signature}: where the applicant follows a restricted-access
 * request and, once it is granted, gets the credentials, shown this once (R-RESTRICTED-LINK,
 * R-RESTRICTED-COLLECT). The link is the only key.
 */
export function RestrictedAccessStatusPage({
  renderCredentials,
}: RestrictedAccessStatusPageProps) {
  const { id = '', signature = '' } = useParams()
  const link = { id, signature }
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: statusKey(link),
    queryFn: () =>
      postJson<RestrictedAccessApplicant>(
        `${RESTRICTED_ACCESS_URL}/status`,
        link,
      ),
    retry: false,
  })
  const [credentials, setCredentials] = useState<SandboxSignupResponse | null>(
    null,
  )
  const collect = useMutation({
    mutationFn: () =>
      postJson<SandboxSignupResponse>(
        `${RESTRICTED_ACCESS_URL}/status/credentials`,
        link,
      ),
    onSuccess: async (response) => {
      setCredentials(response)
      await queryClient.invalidateQueries({ queryKey: statusKey(link) })
    },
  })
  const isRefused =
    query.error instanceof RequestFailedError && query.error.status === 403
  const status = query.data
  return (
    <div className="grid-container page-content">
      <PageTitle title={TITLE} />
      {/* The address carries the signed pair: never indexed, never passed on. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <h1>{TITLE}</h1>
      {query.isPending ? (
        <LoadingIndicator label="Loading your request" />
      ) : null}
      {isRefused ? (
        <Alert type="error">{REVIEW_ERRORS.invalidLink}</Alert>
      ) : query.error ? (
        <Alert type="error">
          We could not load your request. Please try again later.
        </Alert>
      ) : null}
      {status ? (
        <>
          <p className="usa-intro">
            Sandbox access to the{' '}
            <Link to={`/explore/api/${status.api.urlSlug}`}>
              {status.api.name}
            </Link>
            : <strong>{STATUS_TEXTS[status.status]}</strong>.
          </p>
          {status.reason ? (
            <section aria-labelledby="reason-heading">
              <h2 id="reason-heading">The reviewer’s reason</h2>
              <blockquote>{status.reason}</blockquote>
            </section>
          ) : null}
          {credentials ? (
            renderCredentials(credentials, status.api.urlSlug)
          ) : status.canCollect ? (
            <section aria-labelledby="collect-heading">
              <h2 id="collect-heading">Get your credentials</h2>
              <p>
                Your credentials are shown once, on this page, and never sent by
                email. Have somewhere safe to keep them.
              </p>
              {collect.error ? <SubmitError error={collect.error} /> : null}
              <button
                type="button"
                className="usa-button"
                disabled={collect.isPending}
                onClick={() => collect.mutate()}
              >
                {collect.isPending ? 'Issuing...' : 'Show my credentials'}
              </button>
            </section>
          ) : null}
          <section aria-labelledby="timeline-heading">
            <h2 id="timeline-heading">Timeline</h2>
            <ol className="usa-process-list">
              {status.timeline.map((event, index) => (
                <li className="usa-process-list__item" key={index}>
                  <h3 className="usa-process-list__heading">
                    {ACTION_TEXTS[event.action] ?? event.action}
                  </h3>
                  <p className="margin-top-05 margin-bottom-0">
                    <time dateTime={event.at}>
                      {new Date(event.at).toLocaleString('en-US', {
                        dateStyle: 'long',
                        timeStyle: 'short',
                      })}
                    </time>
                  </p>
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </div>
  )
}
