import { useQuery } from '@tanstack/react-query'
import {
  DEPRECATION_NOTICE_LABELS,
  type DeprecationNoticesSummary,
} from '@portal/schema/deprecation-notices'
import { ConsoleRequestError } from '#web/console/console-request-error.tsx'
import { apiEntryQueries } from './api-entry-queries.ts'
import { longDateTime } from './entry-dates.ts'

const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`

function Audience({ audience }: Pick<DeprecationNoticesSummary, 'audience'>) {
  return (
    <p>
      Who will be told:{' '}
      {plural(
        audience.developers,
        'developer whose credentials called this API',
        'developers whose credentials called this API',
      )}{' '}
      in the last 90 days and{' '}
      {plural(
        audience.subscribers,
        'release-note subscriber',
        'release-note subscribers',
      )}
      , {plural(audience.addresses, 'address', 'addresses')} in all
      {audience.optedOut > 0
        ? ` (${plural(audience.optedOut, 'address has', 'addresses have')} stopped the reminders)`
        : ''}
      .
    </p>
  )
}

/**
 * The deprecation notices of an entry (R-DEPRECATION-CONSOLE): who they reach now, and each
 * notice sent with its count, on the entry's page in the console.
 */
export function DeprecationNoticesPanel({ id }: { id: string }) {
  const summary = useQuery(apiEntryQueries.deprecationNotices(id))
  return (
    <section
      className="usa-summary-box margin-bottom-3"
      aria-labelledby="deprecation-notices-heading"
    >
      <h2 id="deprecation-notices-heading" className="usa-summary-box__heading">
        Deprecation notices
      </h2>
      {summary.error ? (
        <ConsoleRequestError
          error={summary.error}
          what="The deprecation notices could not be loaded."
        />
      ) : null}
      {summary.data ? (
        <>
          <Audience audience={summary.data.audience} />
          {summary.data.publishedAt === null ? (
            <p>
              No deprecation published here yet. Set a deprecation date and
              publish: they are emailed at once, then 30 and 7 days before
              deactivation and on deactivation.
            </p>
          ) : (
            <>
              <p>
                Deprecation published {longDateTime(summary.data.publishedAt)}.
              </p>
              {summary.data.sent.length === 0 ? (
                <p role="status">Sending the first notice…</p>
              ) : (
                <ul className="usa-list" aria-label="Notices sent">
                  {summary.data.sent.map((notice) => (
                    <li key={notice.kind}>
                      {DEPRECATION_NOTICE_LABELS[notice.kind]}:{' '}
                      {plural(notice.count, 'email', 'emails')} sent (last{' '}
                      {longDateTime(notice.lastAt)})
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      ) : null}
    </section>
  )
}
