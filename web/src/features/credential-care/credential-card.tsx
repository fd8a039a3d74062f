import type { CareOverview } from '@portal/schema/credential-care'
import type { CareLink } from './care-queries.ts'
import { PublicKeyForm, RedirectUrisForm } from './oauth-forms.tsx'
import { RevokeButton } from './revoke-button.tsx'
import { RotateForm } from './rotate-form.tsx'
import { UsageView } from './usage-view.tsx'

type Application = CareOverview['applications'][number]
type Credential = Application['credentials'][number]

const KIND_NAMES = {
  apikey: 'API key',
  acg: 'Authorization Code Grant client',
  ccg: 'Client Credentials Grant client',
} as const

const STATUS_NAMES = {
  active: 'Active',
  expiring: 'Works until',
  expired: 'Stopped',
  revoked: 'Revoked',
} as const

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString() : 'Never'

/** One credential: what it is, its keys, and what the developer can do with it. */
export function CredentialCard({
  link,
  application,
  credential,
}: {
  link: CareLink
  application: Application
  credential: Credential
}) {
  const name = KIND_NAMES[credential.kind]
  const isRevoked = credential.keys.some((key) => key.status === 'revoked')
  const secretName = credential.kind === 'apikey' ? 'API key' : 'client secret'
  const canRotate = credential.kind !== 'ccg' && credential.hasSecret
  return (
    <section
      className="care-credential"
      aria-labelledby={`credential-${credential.id}`}
    >
      <h3 id={`credential-${credential.id}`}>{name}</h3>
      <dl className="care-credential__facts">
        {credential.clientId ? (
          <div>
            <dt>Client ID</dt>
            <dd>
              <code>{credential.clientId}</code>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Last used</dt>
          <dd>{when(credential.lastUsedAt)}</dd>
        </div>
        {credential.kind === 'acg' ? (
          <div>
            <dt>Redirect URIs</dt>
            <dd>{application.redirectUris.join(', ') || 'None'}</dd>
          </div>
        ) : null}
        {credential.kind === 'acg' &&
        application.setAsideRedirectUris.length > 0 ? (
          <div>
            <dt>Set aside (not used)</dt>
            {/* JSON quoting shows a stored line break or tab as text. */}
            <dd>
              {application.setAsideRedirectUris
                .map((uri) => JSON.stringify(uri))
                .join(', ')}
            </dd>
          </div>
        ) : null}
      </dl>
      <table className="usa-table usa-table--compact usa-table--stacked">
        <caption>
          {credential.kind === 'ccg'
            ? 'Public keys'
            : `${name} and earlier ones`}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              {credential.kind === 'ccg' ? 'Key id' : 'Starts with'}
            </th>
            <th scope="col">Created</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {credential.keys.map((key) => (
            <tr key={key.id}>
              <td data-label="Starts with">
                <code>
                  {credential.kind === 'ccg'
                    ? (key.publicKeyId ?? '—')
                    : `${key.prefix}…`}
                </code>
              </td>
              <td data-label="Created">{when(key.createdAt)}</td>
              <td data-label="Status">
                {STATUS_NAMES[key.status]}
                {key.status === 'expiring' ? ` ${when(key.expiresAt)}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {isRevoked ? null : (
        <div className="care-credential__actions">
          {canRotate ? (
            <details className="care-details">
              <summary>Rotate the {secretName}</summary>
              <RotateForm
                link={link}
                credentialId={credential.id}
                what={secretName}
              />
            </details>
          ) : null}
          {credential.kind === 'ccg' ? (
            <details className="care-details">
              <summary>Replace the public key</summary>
              <PublicKeyForm link={link} credentialId={credential.id} />
            </details>
          ) : null}
          {credential.kind === 'acg' ? (
            <details className="care-details">
              <summary>Edit redirect URIs</summary>
              <RedirectUrisForm
                link={link}
                credentialId={credential.id}
                current={application.redirectUris}
              />
            </details>
          ) : null}
          <RevokeButton link={link} credentialId={credential.id} what={name} />
        </div>
      )}
      <details className="care-details">
        <summary>Usage of this {name}</summary>
        <UsageView link={link} credentialId={credential.id} name={name} />
      </details>
    </section>
  )
}
