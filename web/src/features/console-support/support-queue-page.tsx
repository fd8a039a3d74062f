import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import type { SupportQueueRow } from '@portal/schema/support-desk'
import {
  isSupportAssignable,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TYPE_LABELS,
} from '@portal/schema/support-desk-status'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { AssignToMe } from '#web/console/assign-to-me.tsx'
import { QueueResults } from '#web/console/queue-results.tsx'
import { RequireRole } from '#web/console/require-role.tsx'
import { useStaffSession } from '#web/console/use-staff-session.ts'
import { longDate } from './desk-dates.ts'
import { DESK_QUEUE_KEY, deskActions, deskQueries } from './desk-queries.ts'
import { DeskFilters } from './queue-filters.tsx'
import { deskQueryString, pageLink } from './queue-params.ts'
import './console-support.css'

/** The two queues: support staff see every request, publishers those handed to them. */
type Mode = 'support' | 'publishing'

const BASES: Record<Mode, string> = {
  support: '/console/support',
  publishing: '/console/publishing-requests',
}

function QueueRow({ row, mode }: { row: SupportQueueRow; mode: Mode }) {
  const { staff } = useStaffSession()
  return (
    <tr>
      <th scope="row" data-label="Requester">
        <Link to={`${BASES[mode]}/${row.id}`}>{row.name}</Link>
        <div className="font-body-3xs desk-wrap">{row.email}</div>
        {row.organization ? (
          <div className="font-body-3xs">{row.organization}</div>
        ) : null}
      </th>
      <td data-label="Type">
        {SUPPORT_TYPE_LABELS[row.type]}
        {row.handedOffAt ? (
          <div className="font-body-3xs">Handed to the publishers</div>
        ) : null}
      </td>
      <td data-label="Status">
        <span className="usa-tag desk-tag">
          {SUPPORT_STATUS_LABELS[row.status]}
        </span>
      </td>
      <td data-label="Request" className="desk-wrap">
        {row.summary}
      </td>
      <td data-label="Submitted">{longDate(row.submittedAt)}</td>
      <td data-label="Assignee">
        {row.assignee ? (
          row.assignee.id === staff.id ? (
            'You'
          ) : (
            row.assignee.name
          )
        ) : mode === 'support' && isSupportAssignable(row.status) ? (
          <AssignToMe
            name={row.name}
            assign={() => deskActions.assign(row.id, { to: 'me' })}
            queueKey={DESK_QUEUE_KEY}
          />
        ) : (
          'Nobody'
        )}
      </td>
    </tr>
  )
}

const TEXTS: Record<Mode, { title: string; intro: string }> = {
  support: {
    title: 'Support requests',
    intro:
      'Every request of the contact form: consumer support and API publishing. Reply by email from a request’s page; publishing requests can be handed to the publishers.',
  },
  publishing: {
    title: 'Publishing requests',
    intro:
      'Publishing requests support handed to the publishers. Read them, add notes, close them when done.',
  },
}

function Queue({ mode }: { mode: Mode }) {
  const [params, setParams] = useSearchParams()
  const query = deskQueryString(
    params,
    mode === 'publishing' ? { handedOff: 'yes' } : {},
  )
  const queue = useQuery(deskQueries.queue(query))
  const { title, intro } = TEXTS[mode]
  return (
    <>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="usa-intro">{intro}</p>
      <DeskFilters
        key={params.toString()}
        params={params}
        onApply={setParams}
        isPublishing={mode === 'publishing'}
      />
      <QueueResults queue={queue} params={params} pageLink={pageLink}>
        {(rows) => (
          <table className="usa-table usa-table--stacked console-table">
            <caption className="usa-sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Requester</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Request</th>
                <th scope="col">Submitted</th>
                <th scope="col">Assignee</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <QueueRow key={row.id} row={row} mode={mode} />
              ))}
            </tbody>
          </table>
        )}
      </QueueResults>
    </>
  )
}

/** /console/support: the support staff's queue of contact-form requests (R-SUPPORT-DESK-QUEUE). */
export function SupportQueuePage() {
  return (
    <RequireRole needs="support">
      <Queue mode="support" />
    </RequireRole>
  )
}

/** /console/publishing-requests: the publishing requests handed to the publishers (R-SUPPORT-DESK-HANDOFF). */
export function PublishingQueuePage() {
  return (
    <RequireRole needs="publisher">
      <Queue mode="publishing" />
    </RequireRole>
  )
}
