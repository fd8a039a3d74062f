import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Passkey } from '@portal/schema/developer-accounts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ConfirmButtons, Dialog } from '#web/components/ui/dialog.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { deleteResource, RequestFailedError } from '#web/lib/http.ts'
import { patchJson } from '#web/lib/http-send.ts'
import { ACCOUNT_API, ACCOUNT_QUERY_KEY } from '#web/account/account-api.ts'
import { accountDateTime } from '#web/account/account-dates.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { SignOutEverywhere } from '#web/account/sign-out-everywhere.tsx'
import { useFreshProof } from '#web/account/fresh-proof.tsx'
import { addPasskey, passkeyErrorMessage } from '#web/account/passkey-client.ts'
import { PasskeyNameForm } from './passkey-name-form.tsx'
import { passkeysQuery } from './passkey-queries.ts'

/** A browser refusal becomes a message the form's banner shows; the server's answers stay. */
async function withPasskeyMessages<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const message = passkeyErrorMessage(error)
    throw message ? new RequestFailedError(400, [message]) : error
  }
}

function PasskeyRow({
  passkey,
  isRenaming,
  onRename,
  onRenamed,
  onRemove,
}: {
  passkey: Passkey
  isRenaming: boolean
  onRename: () => void
  onRenamed: () => void
  onRemove: () => void
}) {
  return (
    <tr>
      <th scope="row">
        {isRenaming ? (
          <PasskeyNameForm
            label={`New name for ${passkey.name}`}
            hint="Up to 60 characters."
            submitLabel="Save name"
            pendingLabel="Saving..."
            defaultName={passkey.name}
            submit={(name) =>
              patchJson<Passkey>(
                `${ACCOUNT_API}/passkeys/${encodeURIComponent(passkey.id)}`,
                { name },
              )
            }
            onSuccess={onRenamed}
            onCancel={onRenamed}
          />
        ) : (
          passkey.name
        )}
      </th>
      <td>{accountDateTime(passkey.createdAt)}</td>
      <td>
        {passkey.lastUsedAt ? accountDateTime(passkey.lastUsedAt) : 'Never'}
      </td>
      <td>
        {isRenaming ? null : (
          <ul className="usa-button-group">
            <li className="usa-button-group__item">
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={onRename}
              >
                Rename<span className="usa-sr-only"> {passkey.name}</span>
              </button>
            </li>
            <li className="usa-button-group__item">
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={onRemove}
              >
                Remove<span className="usa-sr-only"> {passkey.name}</span>
              </button>
            </li>
          </ul>
        )}
      </td>
    </tr>
  )
}

/**
 * `/account/security` (R-ACCOUNT-PASSKEY): the account's passkeys — add one (the browser makes
 * it; a fresh proof first), rename, remove — and signing out everywhere.
 */
export function SecurityPage() {
  const queryClient = useQueryClient()
  const withFreshProof = useFreshProof()
  const passkeys = useQuery(passkeysQuery())
  const [renaming, setRenaming] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Passkey | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] })
  const remove = useMutation({
    mutationFn: (passkey: Passkey) =>
      withFreshProof(() =>
        deleteResource(
          `${ACCOUNT_API}/passkeys/${encodeURIComponent(passkey.id)}`,
        ),
      ),
    onSuccess: async (_result, passkey) => {
      setNotice(`The passkey “${passkey.name}” is removed.`)
      await refresh()
    },
  })
  return (
    <>
      <PageTitle title="Sign-in and security" />
      <h1>Sign-in and security</h1>
      {notice ? <Alert type="success">{notice}</Alert> : null}
      <section aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading">Passkeys</h2>
        <p>
          A passkey signs you in with your device’s fingerprint, face, PIN or
          security key: nothing to type, nothing anyone can phish. The emailed
          code always works too.
        </p>
        {remove.error ? (
          <AccountRequestError
            error={remove.error}
            what="The passkey could not be removed."
          />
        ) : null}
        {passkeys.isPending ? (
          <LoadingIndicator label="Loading your passkeys" />
        ) : passkeys.isError ? (
          <AccountRequestError
            error={passkeys.error}
            what="Your passkeys could not be loaded."
          />
        ) : passkeys.data.length === 0 ? (
          <p>You have no passkey yet.</p>
        ) : (
          <table className="usa-table usa-table--borderless account-table">
            <caption className="usa-sr-only">Your passkeys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Added</th>
                <th scope="col">Last used</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {passkeys.data.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  isRenaming={renaming === passkey.id}
                  onRename={() => {
                    setNotice(null)
                    setRenaming(passkey.id)
                  }}
                  onRenamed={() => {
                    setRenaming(null)
                    void refresh()
                  }}
                  onRemove={() => {
                    setNotice(null)
                    remove.reset()
                    setRemoving(passkey)
                  }}
                />
              ))}
            </tbody>
          </table>
        )}
        {renaming ? null : (
          <>
            <h3>Add a passkey</h3>
            <PasskeyNameForm
              label="Passkey name"
              hint="To tell your passkeys apart, for example “Work laptop”. Up to 60 characters."
              submitLabel="Add a passkey"
              pendingLabel="Waiting for your device..."
              submit={(name) =>
                withFreshProof(() =>
                  withPasskeyMessages(() => addPasskey(name)),
                )
              }
              onSuccess={(added) => {
                setNotice(
                  `The passkey “${added.name}” is added. Next time, sign in with it.`,
                )
                void refresh()
              }}
            />
          </>
        )}
      </section>
      <section aria-labelledby="sessions-heading" className="margin-top-5">
        <h2 id="sessions-heading">Where you are signed in</h2>
        <p>
          Signed in on a shared or lost device? Sign out everywhere ends every
          session of your account, this one too.
        </p>
        <SignOutEverywhere />
      </section>
      <Dialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        heading={`Remove the passkey “${removing?.name ?? ''}”?`}
        footer={
          <ConfirmButtons
            confirmLabel="Remove passkey"
            isSecondary
            // The dialog closes first: the fresh-proof prompt may need the screen next.
            onConfirm={() => {
              if (removing) remove.mutate(removing)
              setRemoving(null)
            }}
            onCancel={() => setRemoving(null)}
          />
        }
      >
        <p>
          You can no longer sign in with it. Your other passkeys and the emailed
          code still work.
        </p>
      </Dialog>
    </>
  )
}
