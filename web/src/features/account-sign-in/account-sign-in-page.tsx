import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import type { AccountMe } from '@portal/schema/developer-accounts'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { postJson, RequestFailedError } from '#web/lib/http.ts'
import {
  ACCOUNT_API,
  ACCOUNT_QUERY_KEY,
  accountSessionQuery,
  safeAccountReturnTo,
} from '#web/account/account-api.ts'
import { AccountNoIndex } from '#web/account/account-no-index.tsx'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import {
  canUsePasskeys,
  passkeyErrorMessage,
  signInWithPasskey,
} from '#web/account/passkey-client.ts'
import { CodeStep, EmailStep } from './sign-in-forms.tsx'

const TOKEN_IN_HASH = /^#token=([A-Za-z0-9_-]{43})$/

/** Where a new session goes: the profile first when it is not filled in yet. */
function landingOf(me: AccountMe, returnTo: string): string {
  return me.profileComplete ? returnTo : '/account/profile?welcome=1'
}

/** "Sign in with a passkey": a discoverable passkey of this site, no address typed. */
function PasskeySignIn({
  onSignedIn,
}: {
  onSignedIn: (me: AccountMe) => void
}) {
  const [failure, setFailure] = useState<Error | null>(null)
  const [isPending, setPending] = useState(false)
  // The account pages are rendered in the browser only: the button is not offered where a
  // passkey cannot work.
  const [isSupported] = useState(canUsePasskeys)
  if (!isSupported) return null
  const start = async () => {
    setFailure(null)
    setPending(true)
    try {
      onSignedIn(await signInWithPasskey())
    } catch (error) {
      const message = passkeyErrorMessage(error)
      setFailure(
        message
          ? new RequestFailedError(400, [message])
          : error instanceof Error
            ? error
            : new Error(String(error)),
      )
    } finally {
      setPending(false)
    }
  }
  return (
    <section aria-labelledby="passkey-heading" className="margin-bottom-4">
      <h2 id="passkey-heading">With a passkey</h2>
      <p>Your device asks for your fingerprint, face, PIN or security key.</p>
      {failure ? (
        <AccountRequestError
          error={failure}
          what="You could not be signed in with a passkey."
        />
      ) : null}
      <button
        type="button"
        className="usa-button"
        onClick={() => void start()}
        disabled={isPending}
      >
        {isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </button>
    </section>
  )
}

/**
 * `/account/sign-in` (issue 37): a passkey, or an emailed link or code. The emailed link brings
 * its one-time token in the address's fragment (never sent to any server by the browser), which
 * this page posts once. A first sign-in makes the account and asks for the profile next.
 */
export function AccountSignInPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const returnTo = safeAccountReturnTo(params.get('returnTo'))
  const signedOut = params.get('signedOut')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [linkFailure, setLinkFailure] = useState<Error | null>(null)
  const linkTried = useRef<string | null>(null)
  const session = useQuery({ ...accountSessionQuery(), enabled: !signedOut })

  const signedIn = (me: AccountMe) => {
    queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] })
    queryClient.setQueryData(accountSessionQuery().queryKey, me)
    void navigate(landingOf(me, returnTo), { replace: true })
  }

  useEffect(() => {
    const takeLink = () => {
      const token = TOKEN_IN_HASH.exec(window.location.hash)?.[1]
      if (!token || linkTried.current === token) return
      linkTried.current = token
      // The token leaves the address at once: not kept in history, not shown, not bookmarked.
      window.history.replaceState(
        null,
        '',
        `${window.location.pathname}${window.location.search}`,
      )
      postJson<AccountMe>(`${ACCOUNT_API}/sessions`, { token }).then(
        signedIn,
        (error: unknown) =>
          setLinkFailure(
            error instanceof Error ? error : new Error(String(error)),
          ),
      )
    }
    // On arrival from the emailed link, and when the link is opened in this very tab.
    takeLink()
    window.addEventListener('hashchange', takeLink)
    return () => window.removeEventListener('hashchange', takeLink)
    // The link is read once per token; signedIn only navigates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (session.isSuccess && !signedOut)
    return <Navigate replace to={landingOf(session.data, returnTo)} />

  return (
    <div className="grid-container page-content">
      <AccountNoIndex />
      <PageTitle title="Sign in to your developer account" />
      <div className="grid-row">
        <div className="tablet:grid-col-8">
          <h1>Sign in to your developer account</h1>
          {signedOut ? (
            <Alert type="success">
              {signedOut === 'everywhere'
                ? 'You are signed out on every device.'
                : 'You are signed out.'}
            </Alert>
          ) : null}
          {linkFailure ? (
            <AccountRequestError
              error={linkFailure}
              what="The sign-in link did not work."
            />
          ) : null}
          <p className="usa-intro">
            One place for your sandbox credentials, production requests and
            release-note subscriptions. No password: a passkey, or a code we
            email you.
          </p>
          <PasskeySignIn onSignedIn={signedIn} />
          <section aria-labelledby="email-heading">
            <h2 id="email-heading">With an emailed code</h2>
            {sentTo ? (
              <>
                <Alert type="info" heading="Check your email">
                  {ACCOUNT_MESSAGES.proofSent} Open the link, or enter the code
                  below.
                </Alert>
                <CodeStep email={sentTo} onSignedIn={signedIn} />
                <button
                  type="button"
                  className="usa-button usa-button--unstyled margin-top-2"
                  onClick={() => setSentTo(null)}
                >
                  Use another address or send a new code
                </button>
              </>
            ) : (
              <EmailStep onSent={setSentTo} />
            )}
          </section>
        </div>
      </div>
    </div>
  )
}
