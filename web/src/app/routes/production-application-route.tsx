import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { isListedByFlags } from '@portal/schema/site-config'
import { flagTarget } from '#web/features/catalogue/flag-target.ts'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { isApiDeactivated } from '#web/features/catalogue/api-status.ts'
import { CatalogueLoadingError } from '#web/features/catalogue/catalogue-loading-error.tsx'
import { catalogueQueries } from '#web/features/catalogue/catalogue-queries.ts'
import { listableApis } from '#web/features/catalogue/explore-filters.ts'
import { ProductionApplicationForm } from '#web/features/production-application/production-application-form.tsx'
import { useSiteConfigState } from '#web/lib/site-config.ts'

/**
 * /production-access/production-access-application: the application form over the listed APIs
 * (not stealth-launched, not deactivated, not hidden by the feature flags).
 */
export function ProductionApplicationRoute() {
  const { data, isError } = useQuery(catalogueQueries.all())
  const siteConfig = useSiteConfigState()
  const flags = siteConfig.config?.flags
  const now = new Date()
  const apis = listableApis(
    data?.apis ?? [],
    (api) =>
      isApiDeactivated(api, now) ||
      (flags !== undefined && !isListedByFlags(flags, flagTarget(api))),
  )
  return (
    <div className="grid-container page-content">
      <PageTitle title="Production access application" />
      <h1 className="page-heading">Apply for production access</h1>
      <p className="usa-intro">
        Tell us about your app and how it protects Veteran data. It takes about
        30 minutes; have your app&apos;s details and your security practices at
        hand. Your answers are not saved until you submit, so finish in one
        sitting.
      </p>
      <p>
        Not ready yet? Read{' '}
        <Link to="/production-access/request-prod-access">
          what you need to apply
        </Link>{' '}
        first.
      </p>
      {isError ? <CatalogueLoadingError /> : null}
      {!isError && (!data || siteConfig.isLoading) ? (
        <LoadingIndicator label="Loading APIs" />
      ) : null}
      {/* The checklist waits for the flags, so it never offers a switched-off API. */}
      {data && !siteConfig.isLoading ? (
        <ProductionApplicationForm apis={apis} />
      ) : null}
    </div>
  )
}
