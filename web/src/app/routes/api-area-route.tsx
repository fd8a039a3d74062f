import { Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, Outlet, useLocation, useParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { CatalogueLoadingError } from '#web/features/catalogue/catalogue-loading-error.tsx'
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { SideNavList } from '#web/components/ui/side-nav-page.tsx'
import { apiContentQueries } from '#web/catalogue/api-content-queries.ts'
import {
  findSlugTarget,
  type SlugTarget,
} from '#web/catalogue/public-catalogue.ts'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import { useAnswerStatus } from '#web/lib/server-render.ts'
import { useSessionValue } from '#web/lib/use-session-value.ts'
import type { ApiAreaContext } from './api-area-context.ts'
import { API_AREA_PAGES, currentApiAreaPage } from './api-area-pages.ts'

/** /explore/api/{urlSlug}/*: breadcrumb, side navigation, status notices, and the page. */
export function ApiAreaRoute() {
  const { urlSlug = '' } = useParams()
  const { pathname } = useLocation()
  const explorePath = useSessionValue('exploreApisPath', '/explore')
  // Waits for the flags as well, so a switched-off API never shows before "API not found".
  const { catalogue, isError } = usePublicCatalogue()
  const target = catalogue ? findSlugTarget(catalogue, urlSlug) : undefined
  // R-PERF-MARKDOWN-SERVER: the API's markdown, rendered by the server. Asked for only for an API
  // the catalogue shows (another slug would be a 404); the server has preloaded it with the page.
  const content = useQuery({
    ...apiContentQueries.forApi(urlSlug),
    enabled: target?.kind === 'api',
  })
  if (isError || content.isError) {
    return (
      <div className="grid-container page-content">
        <CatalogueLoadingError />
      </div>
    )
  }
  // One indicator until the catalogue and the API's content are both in: nothing moves later (R-PERF-CLS).
  const loading = (
    <div className="grid-container page-content">
      <LoadingIndicator label="Loading APIs" />
    </div>
  )
  if (!target) return loading
  // R-PUBLIC-FOUND: stealth-launched and deactivated APIs have pages; switched-off ones do not.
  if (target.kind === 'none' || target.kind === 'category') {
    return <NotFoundHere target={target} />
  }

  const { api } = target
  const markdown = content.data
  if (!markdown) return loading
  const page = currentApiAreaPage(pathname, urlSlug)
  // R-PUBLIC-DEACTIVATED wins over R-PUBLIC-DEPRECATED: one notice at a time.
  const { isDeactivated, isDeprecated } = api.status
  const notice = isDeactivated
    ? markdown.deactivationNotice
    : isDeprecated
      ? markdown.deprecationNotice
      : null
  const overviewPath = `/explore/api/${api.urlSlug}`
  const context: ApiAreaContext = { api, isDeactivated, content: markdown }
  return (
    <div className="grid-container page-content api-area">
      <Breadcrumb
        crumbs={[
          { label: 'Home', to: '/' },
          { label: 'Explore APIs', to: explorePath },
          { label: api.name, to: overviewPath },
          ...(page?.path ? [{ label: page.label }] : []),
        ]}
      />
      <div
        className={`grid-row grid-gap-lg${page?.isFullWidth ? ' api-area--full-width' : ''}`}
      >
        <nav aria-label={`${api.name} pages`} className="api-area__nav">
          <SideNavList
            entries={API_AREA_PAGES.filter((item) => item.isAvailable(api)).map(
              (item) => ({
                to: item.path ? `${overviewPath}/${item.path}` : overviewPath,
                label: item.label,
              }),
            )}
          />
        </nav>
        <div className="api-area__content">
          {notice ? (
            <Alert
              type={isDeactivated ? 'info' : 'warning'}
              heading={isDeactivated ? 'Deactivated API' : 'Deprecated API'}
            >
              <MarkdownContent tree={notice} />
            </Alert>
          ) : null}
          {/* The area's side nav and notice stay while a subpage's chunk loads. */}
          <Suspense fallback={<LoadingIndicator label="Loading page" />}>
            <Outlet context={context} />
          </Suspense>
        </div>
      </div>
    </div>
  )
}

/** An address under /explore/api that is no API: "API not found", or a category's APIs (404). */
function NotFoundHere({
  target,
}: {
  target: Exclude<SlugTarget, { kind: 'api' }>
}) {
  useAnswerStatus(404)
  if (target.kind === 'none') {
    return (
      <div className="grid-container page-content">
        <PageTitle title="API not found" />
        <h1>API not found</h1>
        <p className="usa-intro">There is no API at this address.</p>
        <Link to="/explore">Explore APIs</Link>
      </div>
    )
  }
  return (
    <div className="grid-container page-content">
      <PageTitle title="Page not found" />
      <h1>Page not found.</h1>
      <p className="usa-intro">
        Try using the links below or the search bar to find your way forward.
      </p>
      <h2>{target.name} APIs</h2>
      <ul className="usa-list">
        {target.apis.map((api) => (
          <li key={api.urlSlug}>
            <Link to={`/explore/api/${api.urlSlug}`}>{api.name}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
