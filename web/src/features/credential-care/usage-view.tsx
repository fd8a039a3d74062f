import { useQuery } from '@tanstack/react-query'
import type { CareUsage } from '@portal/schema/credential-care'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { careQueries, type CareLink } from './care-queries.ts'
import { RequestError } from './request-error.tsx'

const CHART_HEIGHT = 80

// Bars for the eye only: the table beside it says the same to everyone (R-CARE-USAGE).
function DailyChart({ days }: { days: CareUsage['days'] }) {
  const max = Math.max(1, ...days.map((day) => day.calls))
  const width = 8
  return (
    <svg
      className="usage-chart"
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${days.length * (width + 2)} ${CHART_HEIGHT}`}
      preserveAspectRatio="none"
    >
      {days.map((day, index) => {
        const height = (day.calls / max) * CHART_HEIGHT
        return (
          <rect
            key={day.day}
            x={index * (width + 2)}
            y={CHART_HEIGHT - height}
            width={width}
            height={height}
            fill="#005ea2"
          />
        )
      })}
    </svg>
  )
}

function ms(value: number | null) {
  return value === null ? '—' : `${value} ms`
}

/** A credential's usage: per day for 30 days, by status, latency and the last 50 calls. */
export function UsageView({
  link,
  credentialId,
  name,
}: {
  link: CareLink
  credentialId: string
  name: string
}) {
  const query = useQuery({
    ...careQueries.usage(link, credentialId),
    refetchInterval: 15_000,
  })
  if (query.isPending) return <LoadingIndicator label="Loading usage" />
  if (query.error) return <RequestError error={query.error} />
  const usage = query.data
  const total = usage.days.reduce((sum, day) => sum + day.calls, 0)
  return (
    <div className="usage" aria-label={`Usage of ${name}`} role="region">
      <dl className="usage__counts">
        <div>
          <dt>Calls in 30 days</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>2xx</dt>
          <dd>{usage.counts.success}</dd>
        </div>
        <div>
          <dt>4xx</dt>
          <dd>{usage.counts.clientError}</dd>
        </div>
        <div>
          <dt>429</dt>
          <dd>{usage.counts.tooMany}</dd>
        </div>
        <div>
          <dt>5xx</dt>
          <dd>{usage.counts.serverError}</dd>
        </div>
        <div>
          <dt>p50 latency</dt>
          <dd>{ms(usage.p50Ms)}</dd>
        </div>
        <div>
          <dt>p95 latency</dt>
          <dd>{ms(usage.p95Ms)}</dd>
        </div>
      </dl>
      <div className="usage__daily">
        <DailyChart days={usage.days} />
        <div className="usage__table">
          <table className="usa-table usa-table--compact">
            <caption>Calls per day, last 30 days (UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Calls</th>
              </tr>
            </thead>
            <tbody>
              {usage.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  <td>{day.calls}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <table className="usa-table usa-table--compact usa-table--stacked">
        <caption>Last {usage.recent.length} requests</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Method</th>
            <th scope="col">Path</th>
            <th scope="col">Status</th>
            <th scope="col">Latency</th>
          </tr>
        </thead>
        <tbody>
          {usage.recent.map((call, index) => (
            <tr key={`${call.at}-${index}`}>
              <td data-label="Time">{new Date(call.at).toLocaleString()}</td>
              <td data-label="Method">{call.method}</td>
              <td data-label="Path">
                <code>{call.path || '—'}</code>
              </td>
              <td data-label="Status">{call.status}</td>
              <td data-label="Latency">{call.latencyMs} ms</td>
            </tr>
          ))}
        </tbody>
      </table>
      {usage.recent.length === 0 ? (
        <p>No calls yet. Calls show here within a minute.</p>
      ) : null}
    </div>
  )
}
