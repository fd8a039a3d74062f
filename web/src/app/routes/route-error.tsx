import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from './error-page.tsx'

/** The route error boundary: a 404 is "Page not found", anything else "An error was encountered". */
export function RouteError() {
  const error = useRouteError()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  return <ErrorPage isNotFound={isNotFound} />
}
