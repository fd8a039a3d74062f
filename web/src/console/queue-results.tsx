import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { ConsoleRequestError } from './console-request-error.tsx'

/** One page of a queue as the console API answers it. */
interface QueuePage<Row> {
  rows: Row[]
  total: number
  pageSize: number
}

/** Props of QueueResults. */
export interface QueueResultsProps<Row> {
  queue: UseQueryResult<QueuePage<Row>>
  /** The page's address parameters: the page is `page`, 1 when absent. */
  params: URLSearchParams
  pageLink: (params: URLSearchParams, page: number) => string
  /** The table of the page's rows (not called when the page has none). */
  children: (rows: Row[]) => ReactNode
}

/**
 * A queue's page while it loads, when it fails, and loaded: how many requests match and which
 * page this is (a status, so a screen reader hears a new filter's result), the rows, and the
 * Previous and Next page links.
 */
export function QueueResults<Row>({
  queue,
  params,
  pageLink,
  children,
}: QueueResultsProps<Row>) {
  const page = Number(params.get('page') ?? '1') || 1
  const pages = queue.data
    ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize))
    : 1
  return (
    <>
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
          {queue.data.rows.length > 0 ? children(queue.data.rows) : null}
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
