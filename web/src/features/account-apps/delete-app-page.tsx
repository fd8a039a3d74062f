import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from 'react-router'
import { APP_MESSAGES } from '@portal/schema/developer-apps-texts'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { deleteResource } from '#web/lib/http.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { useFreshProof } from '#web/account/fresh-proof.tsx'
import { APPS_KEY, appQueries, appUrl } from './app-queries.ts'

/**
 * `/account/apps/{id}/delete` (R-APP-DELETE): what deleting does, and the button, for owners; a
 * fresh proof first. Its credentials stop at once and the team's owners get an email.
 */
export function DeleteAppPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const withFreshProof = useFreshProof()
  const app = useQuery(appQueries.detail(id))
  const remove = useMutation({
    mutationFn: () => withFreshProof(() => deleteResource(appUrl(id))),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [...APPS_KEY, 'detail', id] })
      await queryClient.invalidateQueries({ queryKey: APPS_KEY })
      void navigate('/account/apps', {
        state: { notice: APP_MESSAGES.deleted },
      })
    },
  })
  const name = app.data?.name ?? 'the app'
  const credentials = (app.data?.signups ?? [])
    .flatMap((signup) => signup.applications)
    .flatMap((application) => application.credentials).length
  return (
    <>
      <PageTitle title={`Delete ${name}`} />
      <h1>Delete {name}?</h1>
      {app.isPending ? <LoadingIndicator label="Loading the app" /> : null}
      {app.error ? (
        <AccountRequestError
          error={app.error}
          what="The app could not be loaded."
        />
      ) : null}
      {app.data ? (
        <>
          <p>
            Its {credentials} sandbox{' '}
            {credentials === 1 ? 'credential stops' : 'credentials stop'}{' '}
            working at once: every call made with them is refused. Its
            production requests go on; the team’s owners get an email. This
            cannot be undone.
          </p>
          {app.data.role !== 'owner' ? <p>{APP_MESSAGES.ownersOnly}</p> : null}
          {remove.error ? (
            <AccountRequestError
              error={remove.error}
              what="The app was not deleted."
            />
          ) : null}
          <ul className="usa-button-group">
            <li className="usa-button-group__item">
              <button
                type="button"
                className="usa-button usa-button--secondary"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {remove.isPending ? 'Deleting...' : `Delete ${name}`}
              </button>
            </li>
            <li className="usa-button-group__item">
              <Link
                className="usa-button usa-button--outline"
                to={`/account/apps/${id}`}
              >
                Keep the app
              </Link>
            </li>
          </ul>
        </>
      ) : null}
    </>
  )
}
