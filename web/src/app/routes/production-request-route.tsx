import { Link } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import { CatalogueLoadingError } from '#web/features/catalogue/catalogue-loading-error.tsx'
import { ProductionRequestForm } from '#web/features/production-request-form/production-request-form.tsx'

/**
 * /production-access/production-access-application: the application form over the listed APIs
 * (R-PUBLIC-LISTED, R-PUBLIC-PROD).
 */
export function ProductionRequestRoute() {
  const { catalogue, isPending, isError } = usePublicCatalogue()
  return (
    <div className="grid-container page-content">
      <PageTitle
        title="Production access application"
        description="Apply for production access to the department's APIs."
      />
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
      {isPending ? <LoadingIndicator label="Loading APIs" /> : null}
      {/* The checklist waits for the flags, so it never offers a switched-off API. */}
      {catalogue ? <ProductionRequestForm apis={catalogue.listed} /> : null}
    </div>
  )
}
