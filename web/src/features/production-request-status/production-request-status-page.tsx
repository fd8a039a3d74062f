import './production-request-status.css'
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import {
  AWAITING_REVIEW,
  STATUS_LABELS,
} from '@portal/schema/production-review-status'
import { REVIEW_ERRORS } from '@portal/schema/production-review-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { AddToAccount } from '#web/account/add-to-account.tsx'
import { RequestFailedError } from '#web/lib/http.ts'
import { AnswerForm } from './answer-form.tsx'
import { DemoSection } from './demo-section.tsx'
import { statusQueries } from './status-queries.ts'
import { StatusTimeline } from './status-timeline.tsx'
import { WithdrawSection } from './withdraw-section.tsx'

const TITLE = 'Your production access request'
const longDate = (at: string) =>
  new Date(at).toLocaleDateString('en-US', { dateStyle: 'long' })

/** Props of ProductionRequestStatusView. */
export interface ProductionRequestStatusViewProps {
  link: { id: string; signature: string }
  /** Shown under the summary line once the request is loaded (the page's "Add to my account"). */
  addToAccount?: ReactNode
}

/**
 * A production request as its applicant follows it: status, changes asked and the answer form, the
 * demo, the timeline and the withdrawal. The status page shows it; so does the app it was sent
 * from (R-APP-PROD-STATUS), composed in `app/`.
 */
export function ProductionRequestStatusView({
  link,
  addToAccount,
}: ProductionRequestStatusViewProps) {
  const query = useQuery(statusQueries.status(link))
  const isRefused =
    query.error instanceof RequestFailedError && query.error.status === 403
  const status = query.data
  const lastChanges = status?.events
    .filter((event) => event.action === 'request_changes')
    .at(-1)
  return (
    <>
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
            {status.appName} ({status.organization}) is{' '}
            <strong>{STATUS_LABELS[status.status].toLowerCase()}</strong>.
          </p>
          {addToAccount}
          <dl className="status-summary">
            <dt className="text-bold">Status</dt>
            <dd className="margin-left-0 margin-bottom-1">
              <span className="usa-tag">{STATUS_LABELS[status.status]}</span>
            </dd>
            <dt className="text-bold">APIs</dt>
            <dd className="margin-left-0 margin-bottom-1">
              {status.apis.join(', ')}
            </dd>
            <dt className="text-bold">Submitted</dt>
            <dd className="margin-left-0 margin-bottom-1">
              {longDate(status.submittedAt)}
            </dd>
            {AWAITING_REVIEW.includes(status.status) ? (
              <>
                <dt className="text-bold">First review promised by</dt>
                <dd className="margin-left-0 margin-bottom-1">
                  {longDate(status.dueAt)}
                </dd>
              </>
            ) : null}
          </dl>
          {status.canAnswer ? (
            <>
              {lastChanges?.message ? (
                <section aria-labelledby="changes-heading">
                  <h2 id="changes-heading">What the reviewer asks</h2>
                  <blockquote className="status-message">
                    {lastChanges.message}
                  </blockquote>
                </section>
              ) : null}
              <AnswerForm link={link} />
            </>
          ) : null}
          {status.demo ? (
            <DemoSection
              link={link}
              demo={status.demo}
              isUpcoming={status.status === 'demo_scheduled'}
            />
          ) : null}
          <section aria-labelledby="timeline-heading">
            <h2 id="timeline-heading">Timeline</h2>
            <StatusTimeline events={status.events} />
          </section>
          {status.canWithdraw ? <WithdrawSection link={link} /> : null}
        </>
      ) : null}
    </>
  )
}

/**
 * /production-access/status/{id}/{signature}: where the applicant follows the review, answers a
 * changes request, finds the demo and may withdraw (R-REVIEW-APPLICANT). The link is the only key.
 */
export function ProductionRequestStatusPage() {
  const { id = '', signature = '' } = useParams()
  return (
    <div className="grid-container page-content production-request-status">
      <PageTitle title={TITLE} />
      {/* The address carries the signed pair: never indexed, never passed on (R-REVIEW-LINK). */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <h1>{TITLE}</h1>
      <ProductionRequestStatusView
        link={{ id, signature }}
        addToAccount={
          <AddToAccount
            claim={{ kind: 'production_request', id, signature }}
            what="this request"
          />
        }
      />
    </div>
  )
}
