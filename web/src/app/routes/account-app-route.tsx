import { AppPage } from '#web/features/account-apps/app-page.tsx'
import { ProductionRequestStatusView } from '#web/features/production-request-status/production-request-status-page.tsx'

/**
 * `/account/apps/{id}`: the app page, with each production request shown by the status page's own
 * view (R-APP-PROD-STATUS): features never import each other, so they meet here.
 */
export function AccountAppRoute() {
  return (
    <AppPage
      renderProductionStatus={(link) => (
        <div className="production-request-status">
          <ProductionRequestStatusView link={link} />
        </div>
      )}
    />
  )
}
