import { Link } from 'react-router'
import type { TestUserCredentials } from '@portal/schema/test-data'
import { CopyButton } from '#web/components/ui/copy-button.tsx'

/** The identity providers whose sign-in credentials test users have. */
export const PROVIDERS = [
  { key: 'idme', label: 'ID.me' },
  { key: 'logingov', label: 'Login.gov' },
] as const

/** Props of CredentialCell. */
export interface CredentialCellProps {
  credential: TestUserCredentials['idme']
  providerLabel: string
  isRevealed: boolean
  sandboxAccessPath: string | null
}

/**
 * One provider's credentials of a test user. Visitors see masked, blurred values and the way to
 * sandbox access; signed-up developers see the real ones once revealed, each with a copy button.
 */
export function CredentialCell({
  credential,
  providerLabel,
  isRevealed,
  sandboxAccessPath,
}: CredentialCellProps) {
  const items = [
    { label: 'Email', value: credential.username },
    { label: 'Password', value: credential.password },
    ...(credential.seed ? [{ label: 'Seed', value: credential.seed }] : []),
  ]
  if (!isRevealed) {
    return (
      <div className="credential-cell credential-cell--hidden">
        <span className="credential-cell__blur" aria-hidden="true">
          {items.map((item) => item.value).join(' ')}
        </span>
        {sandboxAccessPath ? (
          <Link to={sandboxAccessPath}>
            Sign up for sandbox access to see {providerLabel} credentials
          </Link>
        ) : (
          <span className="usa-sr-only">
            {providerLabel} credentials are hidden
          </span>
        )}
      </div>
    )
  }
  return (
    <dl className="credential-cell">
      {items.map((item) => (
        <div key={item.label} className="credential-cell__item">
          <dt>{item.label}</dt>
          <dd>
            <code>{item.value}</code>
            <CopyButton
              text={item.value}
              label={`Copy ${providerLabel} ${item.label.toLowerCase()}`}
            />
          </dd>
        </div>
      ))}
    </dl>
  )
}
