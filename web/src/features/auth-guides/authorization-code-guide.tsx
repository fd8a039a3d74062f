import { Link } from 'react-router'
import type { ApiEntry } from '@portal/schema/catalogue'
import { CodeBlock } from '#web/components/ui/code-block.tsx'
import {
  REFRESH_TOKEN_DAYS,
  authorizationCodeFacts,
  exampleLaunch,
} from './guide-facts.ts'
import { useSandboxBaseUrl } from '#web/lib/site-config.ts'

/** Props of AuthorizationCodeGuide. */
export interface AuthorizationCodeGuideProps {
  api: ApiEntry
}

/** The Authorization Code Grant guide, built from the API's OAuth details. */
export function AuthorizationCodeGuide({ api }: AuthorizationCodeGuideProps) {
  const facts = authorizationCodeFacts(api, useSandboxBaseUrl())
  const launch = exampleLaunch(facts.launchKind)
  const scope = facts.scopes.join(' ')
  const authorize = [
    `${facts.authorizeUrl}?`,
    '  client_id=0oa1c01m77heEXUZt2p7',
    '  &redirect_uri=https%3A%2F%2Fapp.example.org%2Fcallback',
    '  &response_type=code',
    `  &scope=${encodeURIComponent(scope)}`,
    '  &state=1AOQK33KIfH2g0ADHvU1oWAb7xQY7p6qWnUFiG1ffcUdrbCY1DBAZ3NffrjaoBGQ',
    '  &nonce=o5jYpLSe29RBHBsn5iAnMKYpYw2Iw9XRBweaxTpS',
    '  &code_challenge=gNL3Mve3EVRsiFq0H6gfCz8z8IUANboT-eQZgEkXzKw',
    '  &code_challenge_method=S256',
    ...(facts.usesLaunch ? [`  &launch=${launch.base64}`] : []),
  ].join('\n')
  const exchange = [
    `curl -X POST ${facts.tokenUrl} \\`,
    "  -H 'Authorization: Basic {base64 of client_id:client_secret}' \\",
    "  -H 'Content-Type: application/x-www-form-urlencoded' \\",
    "  -d 'grant_type=authorization_code&code=z92dapo5&redirect_uri=https%3A%2F%2Fapp.example.org%2Fcallback'",
  ].join('\n')
  const pkce = [
    `curl -X POST ${facts.tokenUrl} \\`,
    "  -H 'Content-Type: application/x-www-form-urlencoded' \\",
    "  -d 'grant_type=authorization_code&code=z92dapo5&client_id=0oa1c01m77heEXUZt2p7' \\",
    "  -d 'redirect_uri=https%3A%2F%2Fapp.example.org%2Fcallback&code_verifier=ccec_bace_d453_e31c_eb86'",
  ].join('\n')
  const response = JSON.stringify(
    {
      access_token: 'SlAV32hkKG',
      expires_in: 3600,
      refresh_token: '8xLOxBtZp8',
      scope,
      state: '1AOQK33KIfH2g0ADHvU1oWAb7xQY7p6qWnUFiG1ffcUdrbCY1DBAZ3NffrjaoBGQ',
      token_type: 'Bearer',
      id_token: 'eyJraWQiOiJ…',
      ...(facts.usesLaunch ? { patient: '1000720100V271387' } : {}),
    },
    null,
    2,
  )
  const refresh = [
    `curl -X POST ${facts.tokenUrl} \\`,
    "  -H 'Authorization: Basic {base64 of client_id:client_secret}' \\",
    "  -H 'Content-Type: application/x-www-form-urlencoded' \\",
    "  -d 'grant_type=refresh_token&refresh_token=8xLOxBtZp8'",
  ].join('\n')
  const revoke = [
    `curl -X POST ${facts.base}/revoke \\`,
    "  -H 'Authorization: Basic {base64 of client_id:client_secret}' \\",
    "  -d 'token=8xLOxBtZp8&token_type_hint=refresh_token'",
  ].join('\n')
  return (
    <div className="usa-prose auth-guide">
      <h2 id="getting-started">Getting Started</h2>
      <p>
        The {api.name} uses the OAuth 2.0 Authorization Code Grant with OpenID
        Connect: a Veteran (or their representative) signs in and consents, and
        your application receives tokens to call the API for them. To begin,{' '}
        <Link to={`/explore/api/${api.urlSlug}/sandbox-access`}>
          request sandbox access
        </Link>
        : you will get a client ID, and a client secret for web applications.
        Native and single-page applications get no secret and must use PKCE.
      </p>
      <p>
        The flow: send the user to the authorization endpoint, receive a code at
        your redirect URI, exchange the code for tokens at the token endpoint,
        call the API with the access token, and use the refresh token to get new
        access tokens.
      </p>

      <h2 id="building-oidc-apps">Building OpenID Connect Applications</h2>
      <p>
        The sandbox authorization server publishes its configuration at{' '}
        <code>{facts.wellKnown}</code>. Send the user&rsquo;s browser to the
        authorization endpoint:
      </p>
      <CodeBlock code={authorize} label="authorization request" />
      <ul>
        <li>
          <code>response_type</code> must be <code>code</code>, the only
          response type.
        </li>
        <li>
          <code>state</code> is required: a value you generate per request and
          check when the user comes back, to prevent cross-site request forgery.
        </li>
        <li>
          <code>code_challenge_method</code>: <code>S256</code> is the supported
          method. The challenge is the Base64URL-encoded SHA-256 of a random{' '}
          <code>code_verifier</code> you keep.
        </li>
        <li>
          <code>nonce</code> is optional; when you send it, the ID token carries
          it back and you must check it matches.
        </li>
        <li>
          <code>prompt</code> may be <code>login</code> (sign in again),{' '}
          <code>consent</code> (ask for consent again) or <code>none</code> (no
          interaction: the request fails with <code>login_required</code> or{' '}
          <code>consent_required</code> when the user would have to act).
        </li>
        {facts.usesLaunch ? (
          <li>
            <code>launch</code> is required because the scopes include launch:
            Base64-encoded JSON, here <code>{launch.json}</code>.
          </li>
        ) : null}
      </ul>
      <p>
        The user comes back to your redirect URI with <code>code</code> and{' '}
        <code>state</code>. Exchange the code:
      </p>
      <CodeBlock code={exchange} label="token request" />
      <p>
        Applications without a secret send their client ID and the PKCE verifier
        instead:
      </p>
      <CodeBlock code={pkce} label="PKCE token request" />
      <p>The token response:</p>
      <CodeBlock code={response} label="token response" />
      <p>
        Call the API with <code>Authorization: Bearer {'{access_token}'}</code>.
        When the access token expires, use the refresh token:
      </p>
      <CodeBlock code={refresh} label="refresh request" />
      <p>
        Refresh tokens expire when unused for {REFRESH_TOKEN_DAYS.sandbox} days
        in sandbox and {REFRESH_TOKEN_DAYS.production} days in production.
        Revoked tokens are inactive. To revoke one:
      </p>
      <CodeBlock code={revoke} label="revoke request" />
      <p>
        Users manage their grants at <code>GET {facts.base}/manage</code>. In
        sandbox only, you can remove a test user&rsquo;s grants with{' '}
        <code>DELETE {facts.base}/grants</code> and the <code>client_id</code>{' '}
        and <code>email</code> parameters; an unknown email gives{' '}
        <code>400 invalid_request</code> with{' '}
        <code>&quot;Invalid email address.&quot;</code>.
      </p>

      <h2 id="scopes">Scopes</h2>
      <p>
        Ask only for the scopes your application needs. Default scopes are{' '}
        <code>profile</code>, <code>openid</code> and{' '}
        <code>offline_access</code> (which gives a refresh token). The{' '}
        {api.name} offers:
      </p>
      <ul>
        {facts.scopes.map((item) => (
          <li key={item}>
            <code>{item}</code>
          </li>
        ))}
      </ul>

      <h2 id="id-token">ID Token</h2>
      <p>
        With the <code>openid</code> scope the token response has an{' '}
        <code>id_token</code>: a JWT whose header names the signing{' '}
        <code>alg</code> and <code>kid</code>, and whose claims include{' '}
        <code>aud</code> (your client ID), <code>iss</code>, <code>sub</code>,{' '}
        <code>iat</code>, <code>exp</code> and <code>jti</code>. Validate the
        signature with the key of that <code>kid</code> from{' '}
        <code>{facts.base}/keys</code>, check that the nonce matches the one you
        sent, and never use an expired token.
      </p>

      <h2 id="test-users">Test Users</h2>
      <p>
        Sandbox sign-in uses test users, never real Veterans.{' '}
        <Link to={`/explore/api/${api.urlSlug}/test-users`}>
          See the test data for this API
        </Link>
        ; the sign-in credentials are on the page linked from your sandbox
        welcome email. The sandbox sign-in asks for the test user&rsquo;s email
        address and password at ID.me or Login.gov, then a 6-digit one-time code
        made from the test user&rsquo;s seed by any authenticator app (TOTP),
        and then for consent to the scopes your application asked for.
      </p>
      <p>
        To use <strong>Authorize</strong> and <strong>Try it out</strong> on
        this API&rsquo;s documentation page, register{' '}
        <code>{`${window.location.origin}/oauth2-redirect.html`}</code> as your
        application&rsquo;s redirect URI: the dialog runs this flow with PKCE
        and sends the access token with each request it tries.
      </p>

      <h2 id="https">HTTPS</h2>
      <p>
        Redirect URIs must use HTTPS, except <code>localhost</code> during
        development. Every call to the authorization server and the API goes
        over HTTPS.
      </p>
    </div>
  )
}
