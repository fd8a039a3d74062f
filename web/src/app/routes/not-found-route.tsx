import { useQuery } from '@tanstack/react-query'
import { Navigate, useLocation } from 'react-router'
import {
  LEGACY_PATH_PATTERN,
  legacyRedirectTarget,
} from '@portal/schema/legacy-redirects'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { catalogueQueries } from '#web/catalogue/catalogue-queries.ts'
import { ErrorPage } from './error-page.tsx'

/**
 * Unknown paths: an old portal address goes where it lives now (the same table the server answers
 * with a 301); anything else is the 404 page.
 */
export function NotFoundRoute() {
  const { pathname, search } = useLocation()
  const isLegacy = LEGACY_PATH_PATTERN.test(pathname)
  const { data, isError } = useQuery({
    ...catalogueQueries.all(),
    enabled: isLegacy,
  })
  if (!isLegacy || isError) return <ErrorPage />
  if (!data) {
    return (
      <div className="grid-container page-content">
        <LoadingIndicator label="Loading page" />
      </div>
    )
  }
  const target = legacyRedirectTarget(pathname, new URLSearchParams(search), {
    slugByFragment: Object.fromEntries(
      data.apis.map((api) => [api.urlFragment, api.urlSlug]),
    ),
    categorySlugByKey: Object.fromEntries(
      data.categories.map((category) => [category.key, category.urlSlug]),
    ),
  })
  return target ? <Navigate to={target} replace /> : <ErrorPage />
}
