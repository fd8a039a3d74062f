import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ConsoleRequestError } from './console-request-error.tsx'

/** Props of RequestFrame. */
export interface RequestFrameProps<T> {
  query: UseQueryResult<T>
  /** The page's title and heading: the request's name once it is loaded. */
  title: string
  /** The queue the request belongs to. */
  queuePath: string
  /** The page's sections, once the request is loaded. */
  children: (request: T) => ReactNode
}

/** A request's page in a console queue: its title, the way back, the load and its failure. */
export function RequestFrame<T>({
  query,
  title,
  queuePath,
  children,
}: RequestFrameProps<T>) {
  return (
    <>
      <PageTitle title={title} />
      <p>
        <Link to={queuePath}>Back to the queue</Link>
      </p>
      <h1>{title}</h1>
      {query.isPending ? (
        <LoadingIndicator label="Loading the request" />
      ) : null}
      {query.error ? (
        <ConsoleRequestError
          error={query.error}
          what="The request could not be loaded."
        />
      ) : null}
      {query.data ? children(query.data) : null}
    </>
  )
}
