import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type { ReviewQueueRow } from '@portal/schema/production-review'
import {
  isAssignable,
  STATUS_LABELS,
} from '@portal/schema/production-review-status'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { AssignToMe } from '#web/console/assign-to-me.tsx'
import { QueueResults } from '#web/console/queue-results.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { useStaffSession } from '#web/console/use-staff-session.ts'
import { QueueFilters } from './queue-filters.tsx'
import { pageLink, queueQueryString } from './queue-params.ts'
import { daysSince, longDate, overdueText } from './review-dates.ts'
import { reviewActions, reviewQueries } from './review-queries.ts'
import './console-review.css'

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
        ) : isAssignable(row.status) ? (
          <AssignToMe
            name={row.appName}
            assign={() => reviewActions.assign(row.id, 'me')}
            queueKey={[CONSOLE_QUERY_KEY, 'review-queue']}
          />
        ) : (
          'Nobody'
        )}
      </td>
    </tr>
  )
}

function Queue() {
  const [params, setParams] = useSearchParams()
  const query = queueQueryString(params)
  const queue = useQuery(reviewQueries.queue(query))
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
      <QueueResults queue={queue} params={params} pageLink={pageLink}>
        {(rows) => (
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
              {rows.map((row) => (
                <QueueRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        )}
      </QueueResults>
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
