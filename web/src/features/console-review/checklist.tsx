import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { ReviewRequest } from '@portal/schema/production-review'
import {
  CHECK_TEXTS,
  REVIEW_CHECKS,
  type ReviewCheck,
} from '@portal/schema/production-review-checklist'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { isOpenStatus } from '@portal/schema/production-review-status'
import { CheckDialog } from './check-dialog.tsx'
import { dateTime } from './review-dates.ts'
import { reviewQueries } from './review-queries.ts'

/** The applicant's sandbox calls to each requested API, from the gateway's records (R-REVIEW-SANDBOX). */
function SandboxFigures({ id }: { id: string }) {
  const usage = useQuery(reviewQueries.sandboxUsage(id))
  if (usage.error)
    return (
      <ConsoleRequestError
        error={usage.error}
        what="The sandbox figures could not be loaded."
      />
    )
  if (!usage.data) return <p>Loading the sandbox figures…</p>
  return (
    <>
      <p>
        {usage.data.hasSignup
          ? 'Sandbox calls by the signup of the request’s contacts, last 90 days:'
          : 'No sandbox signup has the request’s contact emails.'}
      </p>
      <table className="usa-table usa-table--borderless">
        <caption className="usa-sr-only">
          Sandbox calls per requested API
        </caption>
        <thead>
          <tr>
            <th scope="col">API</th>
            <th scope="col">Calls</th>
            <th scope="col">Errors</th>
            <th scope="col">Last call</th>
          </tr>
        </thead>
        <tbody>
          {usage.data.apis.map((api) => (
            <tr key={api.entry}>
              <th scope="row">
                {api.name} ({api.authType})
              </th>
              <td>{api.calls}</td>
              <td>{api.errors}</td>
              <td>{api.lastCallAt ? dateTime(api.lastCallAt) : 'Never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/** The review checklist: each check's mark and note; a decision waits for all six (R-REVIEW-CHECKLIST). */
export function Checklist({ review }: { review: ReviewRequest }) {
  const [open, setOpen] = useState<ReviewCheck | null>(null)
  const isOpen = isOpenStatus(review.status)
  const marked = review.checks.length
  return (
    <section aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">Review checklist</h2>
      <p>
        {marked} of {REVIEW_CHECKS.length} checks marked.
        {marked < REVIEW_CHECKS.length
          ? ' Approve and Deny are offered once every check is marked.'
          : ''}
      </p>
      <ul className="usa-list usa-list--unstyled">
        {REVIEW_CHECKS.map((check) => {
          const mark = review.checks.find(
            (candidate) => candidate.check === check,
          )
          return (
            <li key={check} className="margin-bottom-3">
              <h3 className="margin-bottom-05">{CHECK_TEXTS[check].label}</h3>
              <p className="margin-top-0 text-base">
                {CHECK_TEXTS[check].hint}
              </p>
              <p>
                {mark ? (
                  <>
                    <strong>
                      {mark.outcome === 'passed' ? 'Passed' : 'Failed'}
                    </strong>{' '}
                    by {mark.markedBy}, {dateTime(mark.markedAt)}
                  </>
                ) : (
                  <strong>Not marked yet</strong>
                )}
              </p>
              {mark?.note ? (
                <blockquote className="console-message">{mark.note}</blockquote>
              ) : null}
              {check === 'sandbox_testing' ? (
                <SandboxFigures id={review.id} />
              ) : null}
              {isOpen ? (
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={() => setOpen(check)}
                  aria-label={`Mark the check: ${CHECK_TEXTS[check].label}`}
                >
                  Mark
                </button>
              ) : null}
            </li>
          )
        })}
      </ul>
      {open ? (
        <CheckDialog
          review={review}
          check={open}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  )
}
