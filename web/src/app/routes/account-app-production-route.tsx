import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import {
  APPS_KEY,
  appQueries,
  appUrl,
} from '#web/features/account-apps/app-queries.ts'
import { prefillValues } from '#web/features/account-apps/production-prefill.ts'
import { CatalogueLoadingError } from '#web/features/catalogue/catalogue-loading-error.tsx'
import { ProductionRequestForm } from '#web/features/production-request-form/production-request-form.tsx'

/**
 * `/account/apps/{id}/production-access` (R-APP-PROD-PREFILL, R-APP-PROD-LINK): the production
 * access form, started from the app and the account and sent as the app's; afterwards the app page
 * shows the request as its status page does.
 */
export function AccountAppProductionRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const app = useQuery(appQueries.detail(id))
  const prefill = useQuery(appQueries.prefill(id))
  const { catalogue, isPending, isError } = usePublicCatalogue()
  const name = app.data?.name ?? 'your app'
  return (
    <>
      <PageTitle title={`Production access for ${name}`} />
      <p className="margin-bottom-0">
        <Link to={`/account/apps/${id}`}>Back to {name}</Link>
      </p>
      <h1 className="margin-top-1">Request production access for {name}</h1>
      <p>
        The form starts from your app and your profile: check every answer,
        change what you need, and add the rest.
      </p>
      {isError ? <CatalogueLoadingError /> : null}
      {prefill.error ? (
        <AccountRequestError
          error={prefill.error}
          what="The app could not be loaded."
        />
      ) : null}
      {isPending || prefill.isPending ? (
        <LoadingIndicator label="Loading the form" />
      ) : null}
      {catalogue && prefill.data ? (
        <ProductionRequestForm
          apis={catalogue.listed}
          initialValues={prefillValues(prefill.data)}
          submitUrl={`${appUrl(id)}/production-requests`}
          onSubmitted={() => {
            void queryClient.invalidateQueries({ queryKey: APPS_KEY })
            void navigate(`/account/apps/${id}`, {
              state: {
                notice:
                  'Your production access request is sent. Follow it here: its status, messages, demo and decision.',
              },
            })
          }}
        />
      ) : null}
    </>
  )
}
