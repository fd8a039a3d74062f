import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import {
  SIGN_IN_REFUSALS,
  type SignInRefusal,
} from '@portal/schema/staff-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { signInUrl, staffSessionQuery } from './console-api.ts'
import { ConsoleNoIndex } from './console-no-index.tsx'

const isRefusal = (value: string | null): value is SignInRefusal =>
  value !== null && Object.hasOwn(SIGN_IN_REFUSALS, value)

/** Only console pages are returned to (the server checks the same). */
const safeReturnTo = (value: string | null) =>
  value && /^\/console(?:[/?][^\s\\]*)?$/.test(value) && !value.includes('//')
    ? value
    : '/console'

/**
 * /console/sign-in: staff sign in with the department's identity provider (OpenID Connect); the
 * portal keeps no staff password. Also says why a sign-in was refused, and that one has ended.
 */
export function ConsoleSignInPage() {
  const [params] = useSearchParams()
  const refusal = params.get('error')
  const returnTo = safeReturnTo(params.get('returnTo'))
  const session = useQuery(staffSessionQuery())
  return (
    <div className="grid-container page-content">
      <PageTitle title="Console sign-in" />
      <ConsoleNoIndex />
      <div className="usa-prose">
        <h1>Sign in to the console</h1>
        <p className="usa-intro">
          The console is for the department’s staff who review production access
          requests, answer support requests, publish APIs and manage staff. It
          is not for API consumers: to use an API, start at{' '}
          <Link to="/explore">Explore APIs</Link>.
        </p>
        {isRefusal(refusal) ? (
          <Alert type="error" heading="You are not signed in">
            <p>{SIGN_IN_REFUSALS[refusal]}</p>
          </Alert>
        ) : null}
        {params.has('signedOut') ? (
          <Alert type="success" heading="You have signed out">
            <p>Your console session has ended on the server.</p>
          </Alert>
        ) : null}
        {session.data ? (
          <p>
            You are signed in as {session.data.name} ({session.data.email}).{' '}
            <Link to={returnTo}>Go to the console</Link>
          </p>
        ) : (
          <>
            <p>
              You sign in with your department account at the department’s
              identity provider, which brings you back here.
            </p>
            <a className="usa-button" href={signInUrl(returnTo)}>
              Sign in with your department account
            </a>
          </>
        )}
      </div>
    </div>
  )
}
