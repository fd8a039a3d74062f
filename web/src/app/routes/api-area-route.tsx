import { useQuery } from '@tanstack/react-query'
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { CatalogueLoadingError } from '#web/features/catalogue/catalogue-loading-error.tsx'
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import {
  isApiDeactivated,
  isApiDeprecated,
} from '#web/features/catalogue/api-status.ts'
import { catalogueQueries } from '#web/features/catalogue/catalogue-queries.ts'
import { findSlugTarget } from '#web/features/catalogue/find-api.ts'
import { flagTarget } from '#web/features/catalogue/flag-target.ts'
import type { CatalogueApi } from '@portal/schema/normalize-catalogue'
import { useSiteConfigState } from '#web/lib/site-config.ts'
import { isCategoryEnabled, isEnabledByFlags } from '@portal/schema/site-config'
import type { ApiAreaContext } from './api-area-context.ts'
import { API_AREA_PAGES, currentApiAreaPage } from './api-area-pages.ts'

function explorePathFromSession(): string {
  return sessionStorage.getItem('exploreApisPath') ?? '/explore'
}

/** /explore/api/{urlSlug}/*: breadcrumb, side navigation, status notices, and the page. */
export function ApiAreaRoute() {
  const { urlSlug = '' } = useParams()
  const { pathname } = useLocation()
  const { data, isError } = useQuery(catalogueQueries.all())
  const siteConfig = useSiteConfigState()
  const flags = siteConfig.config?.flags
  if (isError) {
    return (
      <div className="grid-container page-content">
        <CatalogueLoadingError />
      </div>
    )
  }
  if (!data || siteConfig.isLoading) {
    return (
      <div className="grid-container page-content">
        <LoadingIndicator label="Loading APIs" />
      </div>
    )
  }
  const now = new Date()
  // Deactivated by its date, by the build's override, or by the server's deactivated_apis flag.
  const isDeactivatedNow = (api: CatalogueApi) =>
    isApiDeactivated(api, now) ||
    flags?.deactivated_apis[api.urlFragment] === true
  // APIs and categories switched off by the server's flags are not there at all.
  const target = findSlugTarget(data, urlSlug, {
    isDeactivated: isDeactivatedNow,
    isEnabled: (api) => !flags || isEnabledByFlags(flags, flagTarget(api)),
    isCategoryEnabled: (key) => !flags || isCategoryEnabled(flags, key),
  })
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
  if (target.kind === 'category') {
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

  const { api } = target
  const page = currentApiAreaPage(pathname, urlSlug)
  const isDeactivated = isDeactivatedNow(api)
  const notice = isDeactivated
    ? (api.deactivationInfo?.deactivationContent ??
      `${api.name} is deactivated and no longer available.`)
    : isApiDeprecated(api, now)
      ? api.deactivationInfo?.deprecationContent
      : undefined
  const overviewPath = `/explore/api/${api.urlSlug}`
  const context: ApiAreaContext = { api, isDeactivated }
  return (
    <div className="grid-container page-content api-area">
      <Breadcrumb
        crumbs={[
          { label: 'Home', to: '/' },
          { label: 'Explore APIs', to: explorePathFromSession() },
          { label: api.name, to: overviewPath },
          ...(page?.path ? [{ label: page.label }] : []),
        ]}
      />
      <div
        className={`grid-row grid-gap-lg${page?.isFullWidth ? ' api-area--full-width' : ''}`}
      >
        <nav aria-label={`${api.name} pages`} className="api-area__nav">
          <ul className="usa-sidenav">
            {API_AREA_PAGES.filter((item) => item.isAvailable(api)).map(
              (item) => (
                <li key={item.path} className="usa-sidenav__item">
                  <NavLink
                    end
                    to={
                      item.path ? `${overviewPath}/${item.path}` : overviewPath
                    }
                    className={({ isActive }) =>
                      isActive ? 'usa-current' : ''
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="api-area__content">
          {notice ? (
            <Alert
              type={isDeactivated ? 'info' : 'warning'}
              heading={isDeactivated ? 'Deactivated API' : 'Deprecated API'}
            >
              <MarkdownContent>{notice}</MarkdownContent>
            </Alert>
          ) : null}
          <Outlet context={context} />
        </div>
      </div>
    </div>
  )
}
