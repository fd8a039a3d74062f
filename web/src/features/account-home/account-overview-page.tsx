import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { AccountItems } from '@portal/schema/developer-accounts'
import { STATUS_LABELS } from '@portal/schema/production-review-status'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { accountDate } from '#web/account/account-dates.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { SignOutEverywhere } from '#web/account/sign-out-everywhere.tsx'
import { useAccountSession } from '#web/account/use-account-session.ts'
import { accountItemsQuery } from './account-items-queries.ts'
import { AccountSubscriptions } from './account-subscriptions.tsx'

const KINDS: Record<string, string> = {
  apikey: 'API key',
  acg: 'Authorization Code Grant client',
  ccg: 'Client Credentials Grant client',
}

type Credential = AccountItems['signups'][number]['credentials'][number]

function credentialState(credential: Credential): string {
  if (credential.revokedAt)
    return `Revoked ${accountDate(credential.revokedAt)}`
  if (credential.expiresAt)
    return Date.parse(credential.expiresAt) <= Date.now()
      ? `Expired ${accountDate(credential.expiresAt)}`
      : `Rotated; works until ${accountDate(credential.expiresAt)}`
  return 'Active'
}

/** Same-origin signed pages open in the app; the address is absolute in the answer. */
const pathOf = (url: string) => {
  const parsed = new URL(url, window.location.origin)
  return `${parsed.pathname}${parsed.search}`
}

function Signups({ signups }: { signups: AccountItems['signups'] }) {
  return (
    <section aria-labelledby="signups-heading">
      <h2 id="signups-heading">Sandbox credentials</h2>
      {signups.length === 0 ? (
        <p>
          No sandbox signup yet.{' '}
          <Link to="/explore">Find an API and get its sandbox key</Link>.
        </p>
      ) : (
        signups.map((signup) => (
          <div key={signup.id} className="margin-bottom-4">
            <h3>
              {signup.apis.map((api) => api.name).join(', ') ||
                'Sandbox signup'}
            </h3>
            <p className="margin-top-0">
              Signed up {accountDate(signup.createdAt)} for{' '}
              {signup.organization}.
            </p>
            <table className="usa-table usa-table--borderless account-table">
              <caption className="usa-sr-only">
                Credentials of this signup
              </caption>
              <thead>
                <tr>
                  <th scope="col">Credential</th>
                  <th scope="col">Starts with or client ID</th>
                  <th scope="col">Created</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {signup.credentials.map((credential) => (
                  <tr key={credential.id}>
                    <th scope="row">
                      {KINDS[credential.kind] ?? credential.kind}
                    </th>
                    <td>
                      <code>
                        {credential.clientId ?? `${credential.keyPrefix}…`}
                      </code>
                    </td>
                    <td>{accountDate(credential.createdAt)}</td>
                    <td>{credentialState(credential)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Link to={pathOf(signup.credentialsUrl)}>
              Rotate, revoke and see the usage of these credentials
            </Link>
          </div>
        ))
      )}
    </section>
  )
}

function ProductionRequests({
  requests,
}: {
  requests: AccountItems['productionRequests']
}) {
  return (
    <section aria-labelledby="requests-heading" className="margin-top-5">
      <h2 id="requests-heading">Production access requests</h2>
      {requests.length === 0 ? (
        <p>
          No production access request yet.{' '}
          <Link to="/production-access">How production access works</Link>.
        </p>
      ) : (
        <table className="usa-table usa-table--borderless account-table">
          <caption className="usa-sr-only">
            Your production access requests
          </caption>
          <thead>
            <tr>
              <th scope="col">Application</th>
              <th scope="col">Submitted</th>
              <th scope="col">Status</th>
              <th scope="col">Follow it</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id}>
                <th scope="row">
                  {request.appName}{' '}
                  <span className="text-base">({request.organization})</span>
                </th>
                <td>{accountDate(request.createdAt)}</td>
                <td>{STATUS_LABELS[request.status]}</td>
                <td>
                  <Link to={pathOf(request.statusUrl)}>
                    Status and messages
                    <span className="usa-sr-only"> of {request.appName}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/**
 * `/account` (issue 37): everything the developer's proven address owns — sandbox signups and
 * their credentials, production requests, release-note subscriptions —, the passkeys and signing
 * out everywhere.
 */
export function AccountOverviewPage() {
  const { me } = useAccountSession()
  const items = useQuery(accountItemsQuery())
  return (
    <>
      <PageTitle title="Your developer account" />
      <h1>Your developer account</h1>
      <p className="usa-intro">
        {me.firstName ? `Hello ${me.firstName}. ` : ''}Everything you signed up
        for with {me.email}, in one place.
      </p>
      {me.profileComplete ? null : (
        <Alert type="info">
          <Link to="/account/profile">Fill in your profile</Link> so sandbox
          signups and production requests start from it.
        </Alert>
      )}
      {me.hasPasskey ? null : (
        <Alert type="info">
          <Link to="/account/security">Add a passkey</Link> to sign in next time
          without waiting for an email.
        </Alert>
      )}
      {items.isPending ? (
        <LoadingIndicator label="Loading your account" />
      ) : items.isError ? (
        <AccountRequestError
          error={items.error}
          what="Your account could not be loaded."
        />
      ) : (
        <>
          <Signups signups={items.data.signups} />
          <ProductionRequests requests={items.data.productionRequests} />
          <AccountSubscriptions subscriptions={items.data.subscriptions} />
        </>
      )}
      <section aria-labelledby="sign-out-heading" className="margin-top-5">
        <h2 id="sign-out-heading">Signing out</h2>
        <p>
          Sign out everywhere ends every session of your account, on every
          device.
        </p>
        <SignOutEverywhere />
      </section>
    </>
  )
}
