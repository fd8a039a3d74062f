import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AppDetail } from '@portal/schema/developer-apps'
import { OVERLAPS } from '@portal/schema/credential-care-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { CopyButton } from '#web/components/ui/copy-button.tsx'
import { ConfirmButtons, Dialog } from '#web/components/ui/dialog.tsx'
import { postJson } from '#web/lib/http.ts'
import { accountDateTime } from '#web/account/account-dates.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { useFreshProof } from '#web/account/fresh-proof.tsx'
import { APPS_KEY, appQueries, credentialUrl } from './app-queries.ts'

type Application = AppDetail['signups'][number]['applications'][number]
type Credential = Application['credentials'][number]

const KINDS: Record<Credential['kind'], string> = {
  apikey: 'API key',
  acg: 'Authorization Code Grant client',
  ccg: 'Client Credentials Grant client',
}

const STATES: Record<Credential['keys'][number]['status'], string> = {
  active: 'Active',
  expiring: 'Works until the end of its overlap',
  expired: 'Expired',
  revoked: 'Revoked',
}

function Usage({
  appId,
  credential,
}: {
  appId: string
  credential: Credential
}) {
  const usage = useQuery(appQueries.usage(appId, credential.id))
  if (usage.error)
    return (
      <AccountRequestError
        error={usage.error}
        what="The usage could not be loaded."
      />
    )
  if (!usage.data) return <p role="status">Loading the usage…</p>
  const { counts, p50Ms, p95Ms } = usage.data
  const total = usage.data.days.reduce((sum, day) => sum + day.calls, 0)
  return (
    <p role="status">
      {total} {total === 1 ? 'call' : 'calls'} in the last 30 days:{' '}
      {counts.success} succeeded, {counts.clientError} refused, {counts.tooMany}{' '}
      over the limit, {counts.serverError} failed.
      {p50Ms !== null
        ? ` Median ${p50Ms} ms, 95th percentile ${p95Ms} ms.`
        : ''}
    </p>
  )
}

/** How long the old secret or key keeps working after a rotation or a replacement. */
function OverlapField({
  id,
  what,
  value,
  onChange,
}: {
  id: string
  /** The secret or key that is replaced, e.g. "key". */
  what: string
  value: keyof typeof OVERLAPS
  onChange: (overlap: keyof typeof OVERLAPS) => void
}) {
  return (
    <>
      <label className="usa-label" htmlFor={id}>
        How long should the old {what} keep working?
      </label>
      <select
        className="usa-select"
        id={id}
        name="overlap"
        value={value}
        onChange={(event) =>
          onChange(event.target.value as keyof typeof OVERLAPS)
        }
      >
        {Object.entries(OVERLAPS).map(([key, option]) => (
          <option key={key} value={key}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  )
}

function CredentialActions({
  appId,
  credential,
}: {
  appId: string
  credential: Credential
}) {
  const queryClient = useQueryClient()
  const withFreshProof = useFreshProof()
  const [overlap, setOverlap] = useState<keyof typeof OVERLAPS>('none')
  const [isConfirming, setConfirming] = useState(false)
  const [isShowingUsage, setShowingUsage] = useState(false)
  const url = credentialUrl(appId, credential.id)
  const what = credential.kind === 'apikey' ? 'API key' : 'client secret'
  const refresh = () => queryClient.invalidateQueries({ queryKey: APPS_KEY })
  const rotate = useMutation({
    mutationFn: () =>
      withFreshProof(() =>
        postJson<{ secret: string; oldExpiresAt: string }>(`${url}/rotate`, {
          overlap,
        }),
      ),
    onSuccess: refresh,
  })
  const revoke = useMutation({
    mutationFn: () => withFreshProof(() => postJson(`${url}/revoke`, {})),
    onSuccess: async () => {
      setConfirming(false)
      await refresh()
    },
  })
  const isRevoked = credential.keys.some((key) => key.status === 'revoked')
  const label = `${KINDS[credential.kind]} ${credential.clientId ?? credential.keys[0]?.prefix ?? ''}`
  const canRotate =
    !isRevoked && (credential.kind === 'apikey' || credential.hasSecret)
  return (
    <div className="margin-bottom-3">
      {canRotate ? (
        <form
          className="usa-form"
          aria-label={`Rotate the ${what} of ${label}`}
          onSubmit={(event) => {
            event.preventDefault()
            rotate.mutate()
          }}
        >
          <OverlapField
            id={`overlap-${credential.id}`}
            what={what}
            value={overlap}
            onChange={setOverlap}
          />
          <button
            type="submit"
            className="usa-button margin-top-1"
            disabled={rotate.isPending}
          >
            Rotate the {what}
            <span className="usa-sr-only"> of {label}</span>
          </button>
        </form>
      ) : null}
      {rotate.error ? (
        <AccountRequestError error={rotate.error} what="The rotation failed." />
      ) : null}
      {rotate.data ? (
        <Alert type="success" heading={`Your new ${what}`}>
          Copy it now: it is shown only this once.{' '}
          <code data-testid="new-secret">{rotate.data.secret}</code>{' '}
          <CopyButton
            text={rotate.data.secret}
            label={`Copy the new ${what}`}
          />
        </Alert>
      ) : null}
      <ul className="usa-button-group margin-top-1">
        <li className="usa-button-group__item">
          <button
            type="button"
            className="usa-button usa-button--outline"
            aria-expanded={isShowingUsage}
            onClick={() => setShowingUsage((shown) => !shown)}
          >
            {isShowingUsage ? 'Hide the usage' : 'Show the usage'}
            <span className="usa-sr-only"> of {label}</span>
          </button>
        </li>
        {isRevoked ? null : (
          <li className="usa-button-group__item">
            <button
              type="button"
              className="usa-button usa-button--secondary"
              onClick={() => setConfirming(true)}
            >
              Revoke<span className="usa-sr-only"> {label}</span>
            </button>
          </li>
        )}
      </ul>
      {isShowingUsage ? <Usage appId={appId} credential={credential} /> : null}
      {revoke.error && !isConfirming ? (
        <AccountRequestError
          error={revoke.error}
          what="The credential was not revoked."
        />
      ) : null}
      <Dialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        heading={`Revoke the ${KINDS[credential.kind]}?`}
        footer={
          <ConfirmButtons
            confirmLabel="Revoke it now"
            isSecondary
            isDisabled={revoke.isPending}
            onConfirm={() => revoke.mutate()}
            onCancel={() => setConfirming(false)}
          />
        }
      >
        <p>
          Calls made with it are refused at once, everywhere. This cannot be
          undone: you would add the API again for a new one.
        </p>
        {revoke.error ? (
          <AccountRequestError
            error={revoke.error}
            what="The credential was not revoked."
          />
        ) : null}
      </Dialog>
    </div>
  )
}

function RedirectUrisForm({
  appId,
  application,
  credential,
}: {
  appId: string
  application: Application
  credential: Credential
}) {
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (redirectUris: string[]) =>
      postJson(`${credentialUrl(appId, credential.id)}/redirect-uris`, {
        redirectUris,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPS_KEY }),
  })
  const id = `redirectUris-${credential.id}`
  return (
    <form
      className="usa-form usa-form--large"
      aria-label={`Redirect URIs of ${credential.clientId ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault()
        const text = String(
          new FormData(event.currentTarget).get('redirectUris') ?? '',
        )
        save.mutate(
          text
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        )
      }}
    >
      <label className="usa-label" htmlFor={id}>
        Redirect URIs
      </label>
      <span className="usa-hint" id={`${id}-hint`}>
        One per line, up to 10.
      </span>
      <textarea
        className="usa-textarea"
        id={id}
        name="redirectUris"
        aria-describedby={`${id}-hint`}
        defaultValue={application.redirectUris.join('\n')}
      />
      <button
        type="submit"
        className="usa-button margin-top-1"
        disabled={save.isPending}
      >
        Save the redirect URIs
      </button>
      {save.error ? (
        <AccountRequestError
          error={save.error}
          what="The redirect URIs were not saved."
        />
      ) : null}
      {save.isSuccess ? (
        <p role="status">The redirect URIs are saved.</p>
      ) : null}
    </form>
  )
}

function PublicKeyForm({
  appId,
  credential,
}: {
  appId: string
  credential: Credential
}) {
  const queryClient = useQueryClient()
  const [overlap, setOverlap] = useState<keyof typeof OVERLAPS>('none')
  const replace = useMutation({
    mutationFn: (publicKey: string) =>
      postJson(`${credentialUrl(appId, credential.id)}/public-key`, {
        overlap,
        publicKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPS_KEY }),
  })
  const id = `publicKey-${credential.id}`
  return (
    <form
      className="usa-form usa-form--large"
      aria-label={`Public key of ${credential.clientId ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault()
        replace.mutate(
          String(new FormData(event.currentTarget).get('publicKey') ?? ''),
        )
      }}
    >
      <label className="usa-label" htmlFor={id}>
        New public key
      </label>
      <span className="usa-hint" id={`${id}-hint`}>
        An RSA public key in JSON Web Key (JWK) format.
      </span>
      <textarea
        className="usa-textarea"
        id={id}
        name="publicKey"
        aria-describedby={`${id}-hint`}
      />
      <OverlapField
        id={`keyOverlap-${credential.id}`}
        what="key"
        value={overlap}
        onChange={setOverlap}
      />
      <button
        type="submit"
        className="usa-button margin-top-1"
        disabled={replace.isPending}
      >
        Replace the public key
      </button>
      {replace.error ? (
        <AccountRequestError
          error={replace.error}
          what="The public key was not replaced."
        />
      ) : null}
      {replace.isSuccess ? (
        <p role="status">The public key is replaced.</p>
      ) : null}
    </form>
  )
}

/**
 * An app's APIs and their credentials (R-APP-CARE): per credential its keys, rotate (with an
 * overlap) and revoke after a fresh proof, its usage; an Authorization Code client's redirect URIs, a Client Credentials client's public key.
 */
export function AppCredentials({ app }: { app: AppDetail }) {
  const applications = app.signups.flatMap((signup) => signup.applications)
  if (applications.length === 0)
    return <p>No API yet: add one to get its sandbox credentials.</p>
  return applications.map((application) => (
    <div key={application.id} className="margin-bottom-4">
      <h3>{application.apis.map((api) => api.name).join(', ')}</h3>
      {application.credentials.map((credential) => (
        // Keyed by what stays: a rotation gives the credential a new newest row (and id), and
        // the new secret it shows must outlive that refresh.
        <div key={`${application.id}-${credential.kind}`}>
          <h4>
            {KINDS[credential.kind]}{' '}
            <code>
              {credential.clientId ?? `${credential.keys[0]?.prefix ?? ''}…`}
            </code>
          </h4>
          <table className="usa-table usa-table--borderless account-table">
            <caption className="usa-sr-only">
              Keys of the {KINDS[credential.kind]}
            </caption>
            <thead>
              <tr>
                <th scope="col">Starts with</th>
                <th scope="col">Created</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {credential.keys.map((key) => (
                <tr key={key.id}>
                  <th scope="row">
                    <code>{key.publicKeyId ?? `${key.prefix}…`}</code>
                  </th>
                  <td>{accountDateTime(key.createdAt)}</td>
                  <td>{STATES[key.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CredentialActions appId={app.id} credential={credential} />
          {credential.kind === 'ccg' ? (
            <PublicKeyForm appId={app.id} credential={credential} />
          ) : null}
          {credential.kind === 'acg' ? (
            <RedirectUrisForm
              appId={app.id}
              application={application}
              credential={credential}
            />
          ) : null}
        </div>
      ))}
    </div>
  ))
}
