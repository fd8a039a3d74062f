import { useEffect } from 'react'
import { reportClientError } from '#web/lib/report-error.ts'
import { ErrorPage } from './error-page.tsx'

/** Props of RouteError. */
export interface RouteErrorProps {
  /** What the page threw. */
  error: unknown
}

/**
 * What the route error boundary shows: "An error was encountered", reported to the server. A chunk
 * that failed to load offers a retry, since a new deployment or a network blip is the usual cause.
 * (Unknown paths have their own route, so no error here is a 404.)
 */
export function RouteError({ error }: RouteErrorProps) {
  const isChunkFailure =
    error instanceof Error && error.name === 'ChunkLoadError'
  useEffect(() => {
    reportClientError(isChunkFailure ? 'chunk' : 'render', error)
  }, [error, isChunkFailure])
  return <ErrorPage isNotFound={false} canRetry={isChunkFailure} />
}
