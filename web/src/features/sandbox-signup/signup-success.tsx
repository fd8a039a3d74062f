import { Link } from 'react-router'
import type { ApiEntry } from '@portal/schema/catalogue'
import type { SandboxSignupResponse } from '@portal/schema/sandbox-signup'
import { CopyButton } from '#web/components/ui/copy-button.tsx'
import { TryItKeyChoice } from './try-it-key-choice.tsx'

/** Props of SignupSuccess. */
export interface SignupSuccessProps {
  api: ApiEntry
  response: SandboxSignupResponse
}

function Credential({ label, value }: { label: string; value: string }) {
  return (
    <div className="credential">
      <dt>{label}</dt>
      <dd>
        <code className="credential__value">{value}</code>
        <CopyButton text={value} label={`Copy ${label}`} />
      </dd>
    </div>
  )
}

/** The credentials, shown this one time, and what to do next. */
export function SignupSuccess({ api, response }: SignupSuccessProps) {
  const credentials = [
    response.token ? { label: 'API key', value: response.token } : null,
    response.clientID ? { label: 'Client ID', value: response.clientID } : null,
    response.clientSecret
      ? { label: 'Client secret', value: response.clientSecret }
      : null,
    response.redirectURI
      ? { label: 'Redirect URI', value: response.redirectURI }
      : null,
    response.ccgClientId
      ? { label: 'Client Credentials client ID', value: response.ccgClientId }
      : null,
  ].filter((item): item is { label: string; value: string } => item !== null)
  return (
    <div className="signup-success">
      <p className="usa-intro">
        Your sandbox credentials for the {api.name} are below. Copy them now:
        for your security, keys and secrets are shown only once and are never
        sent by email.
      </p>
      <dl className="credentials">
        {credentials.map((credential) => (
          <Credential key={credential.label} {...credential} />
        ))}
      </dl>
      {response.kongUsername ? (
        <p>
          Your support id is <strong>{response.kongUsername}</strong>. Mention
          it when you contact us.
        </p>
      ) : null}
      {response.email ? (
        <p>
          We sent a welcome email to <strong>{response.email}</strong> with a
          summary and the link to your sandbox test users.
        </p>
      ) : null}
      {response.token ? (
        <TryItKeyChoice
          apiKey={response.token}
          docsPath={`/explore/api/${api.urlSlug}/docs`}
        />
      ) : null}
      <h2>Next steps</h2>
      <ul className="usa-list">
        <li>
          <Link to={`/explore/api/${api.urlSlug}/docs`}>
            Read the {api.name} docs
          </Link>{' '}
          and try it in sandbox.
        </li>
        <li>
          <Link to={`/explore/api/${api.urlSlug}/test-users`}>
            See the sandbox test data
          </Link>
          .
        </li>
        <li>
          When your app is ready,{' '}
          <Link to="/production-access">request production access</Link>.
        </li>
      </ul>
    </div>
  )
}
