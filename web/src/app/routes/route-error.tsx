import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { reportClientError } from '#web/lib/report-error.ts'
import { ErrorPage } from './error-page.tsx'

/**
 * The route error boundary: a 404 is "Page not found", anything else "An error was encountered",
 * reported to the server. A chunk that failed to load offers a retry, since a new deployment or a
 * network blip is the usual cause.
 */
export function RouteError() {
  const error = useRouteError()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  const isChunkFailure =
    error instanceof Error && error.name === 'ChunkLoadError'
  useEffect(() => {
    if (!isNotFound)
      reportClientError(isChunkFailure ? 'chunk' : 'render', error)
  }, [error, isNotFound, isChunkFailure])
  return <ErrorPage isNotFound={isNotFound} canRetry={isChunkFailure} />
}
