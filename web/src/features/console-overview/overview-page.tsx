import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type {
  ProductionOverview,
  SupportOverview,
} from '@portal/schema/console-overview'
import { STATUS_LABELS } from '@portal/schema/production-review-status'
import { SUPPORT_STATUS_LABELS } from '@portal/schema/support-desk-status'
import { STAFF_ROLE_LABELS, type StaffRole } from '@portal/schema/staff-texts'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { useStaffSession } from '#web/console/use-staff-session.ts'
import { countText, durationText } from './overview-format.ts'
import { overviewQuery } from './overview-queries.ts'
import { WeekChart } from './week-chart.tsx'
import './console-overview.css'

/** Who may see the overview (the server checks again: 403 for anyone else). */
const OVERVIEW_ROLES: readonly StaffRole[] = ['reviewer', 'support', 'admin']

const at = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  })

function Median({
  seconds,
  count,
  what,
  none,
}: {
  seconds: number | null
  count: number
  what: [string, string]
  none: string
}) {
  return seconds === null ? (
    <dd>{none}</dd>
  ) : (
    <dd>
      <span className="overview-figure">{durationText(seconds)}</span>{' '}
      <span className="overview-figure__of">
        (of {countText(count, ...what)})
      </span>
    </dd>
  )
}

function ProductionSection({
  figures,
  windowDays,
}: {
  figures: ProductionOverview
  windowDays: number
}) {
  const { hasRole } = useStaffSession()
  // The queue is the reviewers'; others read the numbers without the links into it.
  const isReviewer = hasRole('reviewer')
  const queue = (query: string, text: string) =>
    isReviewer ? <Link to={`/console/reviews?${query}`}>{text}</Link> : text
  return (
    <section aria-labelledby="overview-production">
      <h2 id="overview-production">Production access requests</h2>
      <dl className="overview-figures">
        <div className="overview-figures__item">
          <dt>Open</dt>
          <dd>
            <span className="overview-figure">{figures.open}</span>
          </dd>
        </div>
        <div className="overview-figures__item">
          <dt>Overdue for their first review</dt>
          <dd>
            <span className="overview-figure">
              {queue('age=overdue', String(figures.overdue))}
            </span>{' '}
            <span className="overview-figure__of">
              (promised within 10 business days of submission)
            </span>
          </dd>
        </div>
        <div className="overview-figures__item">
          <dt>Median time to the first review</dt>
          <Median
            seconds={figures.medianSecondsToFirstReview}
            count={figures.firstReviews}
            what={['review started', 'reviews started']}
            none={`No review started in the last ${windowDays} days.`}
          />
        </div>
        <div className="overview-figures__item">
          <dt>Median time to a decision</dt>
          <Median
            seconds={figures.medianSecondsToDecision}
            count={figures.decisions}
            what={['approval or denial', 'approvals and denials']}
            none={`No decision in the last ${windowDays} days.`}
          />
        </div>
      </dl>
      <p>
        Medians count the reviews started and the decisions made in the last{' '}
        {windowDays} days, from each request’s submission.
      </p>
      <h3>Open requests by status</h3>
      <table className="usa-table usa-table--compact overview-statuses">
        <caption className="usa-sr-only">Open requests by status</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Open</th>
            <th scope="col">Overdue</th>
          </tr>
        </thead>
        <tbody>
          {figures.openByStatus.map((row) => (
            <tr key={row.status}>
              <th scope="row">
                {queue(`status=${row.status}`, STATUS_LABELS[row.status])}
              </th>
              <td>{row.count}</td>
              <td>{row.overdue}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Requests per week</h3>
      <WeekChart weeks={figures.perWeek} />
    </section>
  )
}

function SupportSection({ figures }: { figures: SupportOverview }) {
  const { hasRole } = useStaffSession()
  // The desk is the support role's; others read the numbers without the links into it.
  const isSupport = hasRole('support')
  return (
    <section aria-labelledby="overview-support">
      <h2 id="overview-support">Support requests</h2>
      <p>
        <span className="overview-figure">{figures.open}</span> open
        contact-form requests.
      </p>
      <table className="usa-table usa-table--compact overview-statuses">
        <caption className="usa-sr-only">
          Open support requests by status
        </caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Open</th>
          </tr>
        </thead>
        <tbody>
          {figures.openByStatus.map((row) => (
            <tr key={row.status}>
              <th scope="row">
                {isSupport ? (
                  <Link to={`/console/support?status=${row.status}`}>
                    {SUPPORT_STATUS_LABELS[row.status]}
                  </Link>
                ) : (
                  SUPPORT_STATUS_LABELS[row.status]
                )}
              </th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Overview() {
  const overview = useQuery(overviewQuery())
  return (
    <>
      <PageTitle title="Overview" />
      <h1>Overview</h1>
      <p className="usa-intro">
        The department’s work as it stands: what is open, what is late, and how
        fast requests are answered.
      </p>
      {overview.isPending ? (
        <LoadingIndicator label="Loading the overview" />
      ) : null}
      {overview.error ? (
        <ConsoleRequestError
          error={overview.error}
          what="The overview could not be loaded."
        />
      ) : null}
      {overview.data ? (
        <>
          <p>Figures as of {at(overview.data.generatedAt)}.</p>
          <ProductionSection
            figures={overview.data.productionRequests}
            windowDays={overview.data.windowDays}
          />
          <SupportSection figures={overview.data.supportRequests} />
        </>
      ) : null}
    </>
  )
}

/** /console/overview: the department's work in numbers, for reviewers, support and admins (R-OVERVIEW-PAGE). */
export function OverviewPage() {
  const { hasRole } = useStaffSession()
  if (OVERVIEW_ROLES.some(hasRole)) return <Overview />
  const roles = OVERVIEW_ROLES.map((role) => STAFF_ROLE_LABELS[role].label)
  return (
    <>
      <PageTitle title="Overview" />
      <h1>
        This page needs the {roles.slice(0, -1).join(', ')} or {roles.at(-1)}{' '}
        role
      </h1>
      <p>Ask a console admin if you need one of them.</p>
      <p>
        <Link to="/console">Go to the console home</Link>
      </p>
    </>
  )
}
