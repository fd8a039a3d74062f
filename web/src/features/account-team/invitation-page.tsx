import { useEffect, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ACCOUNT_QUERY_KEY } from '#web/account/account-api.ts'
import { AccountNoIndex } from '#web/account/account-no-index.tsx'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { teamActions } from './team-queries.ts'

const TOKEN_IN_HASH = /^#token=([A-Za-z0-9_-]{43})$/

/**
 * `/account/invitation#token=…` (R-TEAM-ACCEPT): the emailed invitation. The token travels in
 * the fragment (never sent to a server by the browser) and leaves the address at once. Joining
 * takes a press of the button, not the page's load: a mail scanner that opens links joins
 * nobody. Accepting signs in to the invited address's account (made if new).
 */
export function InvitationPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The account pages render in the browser only (the server sends them no HTML): the address is
  // there from the first render. '' when it holds no token.
  const [token] = useState(() =>
    typeof window === 'undefined'
      ? ''
      : (TOKEN_IN_HASH.exec(window.location.hash)?.[1] ?? ''),
  )
  useEffect(() => {
    // The token leaves the address at once: not kept in history, not shown, not bookmarked.
    if (token)
      window.history.replaceState(
        null,
        '',
        `${window.location.pathname}${window.location.search}`,
      )
  }, [token])
  const accept = useMutation({
    mutationFn: (value: string) => teamActions.accept(value),
    onSuccess: async (joined) => {
      // Whoever was signed in before, the session is now the invited address's.
      queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] })
      await navigate(`/account/team?team=${joined.teamId}`, {
        replace: true,
        state: {
          notice: `You joined the team ${joined.teamName} as ${joined.role}.`,
        },
      })
    },
  })
  return (
    <div className="grid-container page-content">
      <AccountNoIndex />
      <PageTitle title="Join a team" />
      <div className="grid-row">
        <div className="tablet:grid-col-8">
          <h1>Join a team on the VA API Platform</h1>
          {token === '' ? (
            <p>
              This invitation link is not complete. Open the link in the email
              again, or ask the team’s owner for a new invitation.
            </p>
          ) : (
            <>
              <p>
                Accepting signs you in to the developer account of the email
                address the invitation was sent to, or makes one, and adds you
                to the team. The link works once.
              </p>
              {accept.error ? (
                <AccountRequestError
                  error={accept.error}
                  what="You did not join the team."
                />
              ) : null}
              <button
                type="button"
                className="usa-button"
                disabled={accept.isPending}
                onClick={() => accept.mutate(token)}
              >
                {accept.isPending ? 'Joining...' : 'Accept the invitation'}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  )
}
