import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from 'react-router'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts-texts'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { RequestFailedError } from '#web/lib/http.ts'
import { ACCOUNT_QUERY_KEY, accountSignInPath } from './account-api.ts'
import { AccountRequestError } from './account-request-error.tsx'
import { passkeyErrorMessage, renewProofWithPasskey } from './passkey-client.ts'
import { useAccountSession } from './use-account-session.ts'

/** Asks the person to confirm it is them; settles once they did (or rejects when they cancel). */
type Prompt = () => Promise<void>

const FreshProofContext = createContext<Prompt | null>(null)

/** Whether an error is the server's "prove it is you again" answer (R-ACCOUNT-FRESH-PROOF). */
function needsFreshProof(error: unknown): boolean {
  return (
    error instanceof RequestFailedError &&
    error.status === 403 &&
    error.errors.includes(ACCOUNT_MESSAGES.freshProofRequired)
  )
}

/**
 * The fresh-proof prompt of the account pages: a dialog that asks for the passkey (its assertion
 * renews the session's proof on the server) when a sensitive action was refused for an old proof.
 * Without a passkey, a new sign-in with an emailed code is the proof. Put once around the pages
 * (`AccountLayout` does); pages use `useFreshProof`.
 */
export function FreshProofProvider({ children }: { children: ReactNode }) {
  const { me } = useAccountSession()
  const location = useLocation()
  const queryClient = useQueryClient()
  const waiting = useRef<{
    resolve: () => void
    reject: (error: Error) => void
  } | null>(null)
  const [isOpen, setOpen] = useState(false)
  const [failure, setFailure] = useState<Error | null>(null)
  const [isPending, setPending] = useState(false)

  const prompt = useCallback<Prompt>(
    () =>
      new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject }
        setFailure(null)
        setOpen(true)
      }),
    [],
  )
  const cancel = () => {
    setOpen(false)
    waiting.current?.reject(
      new RequestFailedError(403, [ACCOUNT_MESSAGES.freshProofRequired]),
    )
    waiting.current = null
  }
  const confirm = async () => {
    setPending(true)
    setFailure(null)
    try {
      const renewed = await renewProofWithPasskey()
      queryClient.setQueryData([ACCOUNT_QUERY_KEY, 'session'], renewed)
      setOpen(false)
      waiting.current?.resolve()
      waiting.current = null
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
    <FreshProofContext value={prompt}>
      {children}
      <Dialog
        isOpen={isOpen}
        onClose={cancel}
        heading="Confirm it is you"
        footer={
          <ul className="usa-button-group">
            {me.hasPasskey ? (
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button"
                  onClick={() => void confirm()}
                  disabled={isPending}
                >
                  {isPending
                    ? 'Waiting for your passkey...'
                    : 'Use your passkey'}
                </button>
              </li>
            ) : null}
            <li className="usa-button-group__item">
              <button
                type="button"
                className="usa-button usa-button--unstyled padding-105 text-center"
                onClick={cancel}
              >
                Cancel
              </button>
            </li>
          </ul>
        }
      >
        <p>
          {ACCOUNT_MESSAGES.freshProofRequired} We ask again before changes that
          matter, at most every 5 minutes.
        </p>
        {me.hasPasskey ? null : (
          <p>
            Your account has no passkey yet.{' '}
            <Link
              to={accountSignInPath(`${location.pathname}${location.search}`)}
            >
              Sign in again with an emailed code
            </Link>{' '}
            to continue.
          </p>
        )}
        {failure ? (
          <AccountRequestError
            error={failure}
            what="It could not be confirmed."
          />
        ) : null}
      </Dialog>
    </FreshProofContext>
  )
}

/**
 * `withFreshProof(call)`: runs a sensitive call; when the server refuses it for an old proof, asks
 * for the passkey and runs it once more.
 */
export function useFreshProof() {
  const prompt = useContext(FreshProofContext)
  if (!prompt) throw new Error('useFreshProof is used outside AccountLayout')
  return useCallback(
    async <T,>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call()
      } catch (error) {
        if (!needsFreshProof(error)) throw error
        await prompt()
        return call()
      }
    },
    [prompt],
  )
}
