import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AccountClaim } from '@portal/schema/developer-accounts'
import { Alert } from '#web/components/ui/alert.tsx'
import { postJson } from '#web/lib/http.ts'
import { StartAfterPaint } from '#web/components/ui/start-after-paint.tsx'
import { useHydrated } from '#web/lib/use-hydrated.ts'
import {
  ACCOUNT_API,
  ACCOUNT_QUERY_KEY,
  accountSessionQuery,
} from './account-api.ts'
import { AccountRequestError } from './account-request-error.tsx'

/** Props of AddToAccount. */
export interface AddToAccountProps {
  /** The signed link's pair of the page (what the claim proves). */
  claim: AccountClaim
  /** What is added, in words: "these credentials", "this request". */
  what: string
}

/**
 * "Add to my account" on a signed link's page (R-ACCOUNT-CLAIM): shown only to a signed-in
 * developer, once the page runs in the browser (the server renders pages without anyone's
 * session). One press claims the item by the page's pair.
 */
export function AddToAccount({ claim, what }: AddToAccountProps) {
  const isHydrated = useHydrated()
  const queryClient = useQueryClient()
  const session = useQuery({ ...accountSessionQuery(), enabled: isHydrated })
  const add = useMutation({
    mutationFn: () =>
      postJson<{ message: string }>(`${ACCOUNT_API}/claims`, claim),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY, 'items'] }),
  })
  // Until the app has started the page cannot know who is signed in: it starts after the paint.
  if (!session.isSuccess) return isHydrated ? null : <StartAfterPaint />
  return (
    <section aria-labelledby="add-to-account-heading" className="margin-y-3">
      <h2 id="add-to-account-heading">Your developer account</h2>
      {add.isSuccess ? (
        <Alert type="success">
          {add.data.message} <a href="/account">Go to your account</a>
        </Alert>
      ) : (
        <>
          <p>
            You are signed in as <strong>{session.data.email}</strong>. Add{' '}
            {what} to your account to find{' '}
            {what === 'this request' ? 'it' : 'them'} there with everything
            else.
          </p>
          {add.error ? (
            <AccountRequestError
              error={add.error}
              what={`${what[0]?.toUpperCase() ?? ''}${what.slice(1)} could not be added.`}
            />
          ) : null}
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => add.mutate()}
            disabled={add.isPending}
          >
            Add to my account
          </button>
        </>
      )}
    </section>
  )
}
