import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useParams } from 'react-router'
import { STATUS_LABELS } from '@portal/schema/production-review-status'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { accountDate } from '#web/account/account-dates.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { RequestLog } from '#web/account/request-log.tsx'
import { AppCredentials } from './app-credentials.tsx'
import { appQueries, appUrl } from './app-queries.ts'

/** A production request's signed status link, as the status page takes it. */
interface StatusLink {
  id: string
  signature: string
}

/** Props of AppPage. */
export interface AppPageProps {
  /**
   * The status view of a production request (its timeline, messages, demo and decision): the
   * production-request-status feature's, composed by the route in `app/`.
   */
  renderProductionStatus: (link: StatusLink) => ReactNode
}

/**
 * `/account/apps/{id}` (R-APP-DETAIL): the app's APIs and credentials with their care actions and
 * usage, its request log, and its production requests as their status page shows them.
 */
export function AppPage({ renderProductionStatus }: AppPageProps) {
  const { id = '' } = useParams()
  const location = useLocation()
  const notice = (location.state as { notice?: string } | null)?.notice
  const app = useQuery(appQueries.detail(id))
  if (app.isPending) return <LoadingIndicator label="Loading the app" />
  if (!app.data)
    return (
      <>
        <PageTitle title="App" />
        <h1>App</h1>
        {app.error ? (
          <AccountRequestError
            error={app.error}
            what="The app could not be loaded."
          />
        ) : null}
        <p>
          <Link to="/account/apps">Back to your apps</Link>
        </p>
      </>
    )
  const detail = app.data
  const apis = new Map(
    detail.signups
      .flatMap((signup) => signup.applications)
      .flatMap((application) => application.apis)
      .map((api) => [api.urlSlug, { slug: api.urlSlug, name: api.name }]),
  )
  return (
    <>
      <PageTitle title={detail.name} />
      <p className="margin-bottom-0">
        <Link to="/account/apps">Your apps</Link>
      </p>
      <h1 className="margin-top-1">{detail.name}</h1>
      {notice ? <Alert type="success">{notice}</Alert> : null}
      <p>
        An app of {detail.team.name}, created {accountDate(detail.createdAt)}.
        You are {detail.role === 'owner' ? 'an owner' : 'a developer'} of the
        team.
      </p>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <Link
            className="usa-button"
            to={`/account/apps/${detail.id}/add-api`}
          >
            Add an API
          </Link>
        </li>
        <li className="usa-button-group__item">
          <Link
            className="usa-button usa-button--outline"
            to={`/account/apps/${detail.id}/production-access`}
          >
            Request production access
          </Link>
        </li>
        {detail.role === 'owner' ? (
          <li className="usa-button-group__item">
            <Link
              className="usa-button usa-button--secondary"
              to={`/account/apps/${detail.id}/delete`}
            >
              Delete the app
            </Link>
          </li>
        ) : null}
      </ul>
      <section aria-labelledby="apis-heading" className="margin-top-4">
        <h2 id="apis-heading">APIs and sandbox credentials</h2>
        <AppCredentials app={detail} />
      </section>
      <RequestLog
        callsUrl={`${appUrl(detail.id)}/calls`}
        callUrl={(callId) =>
          `${appUrl(detail.id)}/calls/${encodeURIComponent(callId)}`
        }
        apis={[...apis.values()]}
      />
      <section aria-labelledby="production-heading" className="margin-top-4">
        <h2 id="production-heading">Production access</h2>
        {detail.productionRequests.length === 0 ? (
          <p>
            No production request yet.{' '}
            <Link to={`/account/apps/${detail.id}/production-access`}>
              Request production access for this app
            </Link>
            : the form starts from the app’s details.
          </p>
        ) : (
          detail.productionRequests.map((request) => (
            <article
              key={request.id}
              aria-label={`Request of ${accountDate(request.submittedAt)}`}
            >
              <p>
                Requested {accountDate(request.submittedAt)}:{' '}
                <span className="usa-tag">{STATUS_LABELS[request.status]}</span>
              </p>
              {renderProductionStatus({
                id: request.id,
                signature: request.signature,
              })}
            </article>
          ))
        )}
      </section>
    </>
  )
}
