import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type { ReviewQueueRow } from '@portal/schema/production-review'
import { STATUS_LABELS } from '@portal/schema/production-review-status'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { useStaffSession } from '#web/console/use-staff-session.ts'
import { QueueFilters } from './queue-filters.tsx'
import { pageLink, queueQueryString } from './queue-params.ts'
import { daysSince, longDate, overdueText } from './review-dates.ts'
import { reviewActions, reviewQueries } from './review-queries.ts'
import './console-review.css'

function AssignToMe({ row }: { row: ReviewQueueRow }) {
  const queryClient = useQueryClient()
  const assign = useMutation({
    mutationFn: () => reviewActions.assign(row.id, 'me'),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [CONSOLE_QUERY_KEY, 'review-queue'],
      }),
  })
  return (
    <>
      <button
        type="button"
        className="usa-button usa-button--unstyled"
        disabled={assign.isPending}
        onClick={() => assign.mutate()}
        aria-label={`Assign to me: ${row.appName}`}
      >
        Assign to me
      </button>
      {assign.error ? (
        <span className="usa-error-message" role="alert">
          Not assigned. Try again.
        </span>
      ) : null}
    </>
  )
}

function QueueRow({ row }: { row: ReviewQueueRow }) {
  const { staff } = useStaffSession()
  return (
    <tr className={row.isOverdue ? 'review-row--overdue' : undefined}>
      <th scope="row" data-label="Application">
        <Link to={`/console/reviews/${row.id}`}>{row.appName}</Link>
        <div className="font-body-3xs">{row.organization}</div>
        <div className="font-body-3xs review-email">{row.email}</div>
      </th>
      <td data-label="APIs">
        <ul className="usa-list usa-list--unstyled">
          {row.apis.map((api) => (
            <li key={api.entry}>
              {api.name} <span className="text-base">({api.authType})</span>
            </li>
          ))}
        </ul>
      </td>
      <td data-label="Status">
        <span className="usa-tag review-tag">{STATUS_LABELS[row.status]}</span>
      </td>
      <td data-label="Age">
        {daysSince(row.submittedAt)} days (submitted {longDate(row.submittedAt)}
        )
      </td>
      <td data-label="Review due">
        {row.isOverdue ? (
          <strong className="review-overdue">
            <span className="review-overdue__mark" aria-hidden="true">
              !
            </span>{' '}
            {overdueText(row.businessDaysLate)}
          </strong>
        ) : null}
        <div>{longDate(row.dueAt)}</div>
      </td>
      <td data-label="Assignee">
        {row.assignee ? (
          row.assignee.id === staff.id ? (
            'You'
          ) : (
            row.assignee.name
          )
        ) : (
          <AssignToMe row={row} />
        )}
      </td>
    </tr>
  )
}

function Queue() {
  const [params, setParams] = useSearchParams()
  const query = queueQueryString(params)
  const queue = useQuery(reviewQueries.queue(query))
  const page = Number(params.get('page') ?? '1') || 1
  const pages = queue.data
    ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize))
    : 1
  return (
    <>
      <PageTitle title="Production requests" />
      <h1>Production requests</h1>
      <p className="usa-intro">
        Every production access request. The first review is promised within 10
        business days of submission; overdue requests are marked “Overdue”.
      </p>
      <QueueFilters
        key={params.toString()}
        params={params}
        onApply={setParams}
      />
      {queue.isPending ? <LoadingIndicator label="Loading the queue" /> : null}
      {queue.error ? (
        <ConsoleRequestError
          error={queue.error}
          what="The queue could not be loaded."
        />
      ) : null}
      {queue.data ? (
        <>
          <p role="status">
            {queue.data.total === 1
              ? '1 request matches.'
              : `${queue.data.total} requests match.`}{' '}
            Page {page} of {pages}.
          </p>
          {queue.data.rows.length > 0 ? (
            <table className="usa-table usa-table--stacked console-table review-queue">
              <caption className="usa-sr-only">Production requests</caption>
              <thead>
                <tr>
                  <th scope="col">Application</th>
                  <th scope="col">APIs</th>
                  <th scope="col">Status</th>
                  <th scope="col">Age</th>
                  <th scope="col">Review due</th>
                  <th scope="col">Assignee</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.rows.map((row) => (
                  <QueueRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          ) : null}
          <nav aria-label="Queue pages" className="console-pagination">
            {page > 1 ? (
              <Link to={pageLink(params, page - 1)}>Previous page</Link>
            ) : null}
            {page < pages ? (
              <Link to={pageLink(params, page + 1)}>Next page</Link>
            ) : null}
          </nav>
        </>
      ) : null}
    </>
  )
}

/** /console/reviews: the reviewers' queue of production requests (R-REVIEW-QUEUE). */
export function ReviewQueuePage() {
  return (
    <RequireRole needs="reviewer">
      <Queue />
    </RequireRole>
  )
}
