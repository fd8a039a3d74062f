import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ApiEntry } from '@portal/schema/catalogue'
import { CodeBlock } from '#web/components/ui/code-block.tsx'
import {
  CCG_TOKEN_SECONDS,
  clientCredentialsFacts,
  exampleLaunch,
} from './guide-facts.ts'
import { useSandboxBaseUrl } from '#web/lib/site-config.ts'

/** Props of ClientCredentialsGuide. */
export interface ClientCredentialsGuideProps {
  api: ApiEntry
  /** The in-browser helper, composed by the route (features never import features). */
  tryIt?: ReactNode
}

const KEY_PAIR = [
  '# A 2048-bit RSA key pair: keep private.pem secret, share only the public key.',
  'openssl genrsa -out private.pem 2048',
  'openssl rsa -in private.pem -outform PEM -pubout -out public.pem',
].join('\n')

const JWK_EXAMPLE = JSON.stringify(
  {
    kty: 'RSA',
    e: 'AQAB',
    use: 'sig',
    kid: 'my-key-2026',
    alg: 'RS256',
    n: 'wuOdgy7sr5…',
  },
  null,
  2,
)

/** The Client Credentials Grant guide, built from the API's OAuth details. */
export function ClientCredentialsGuide({
  api,
  tryIt,
}: ClientCredentialsGuideProps) {
  const facts = clientCredentialsFacts(api, useSandboxBaseUrl())
  const launch = exampleLaunch(facts.launchKind)
  const claims = JSON.stringify(
    {
      aud: facts.audience,
      iss: '0oa3xyz8tpEqXAMPLE2p7',
      sub: '0oa3xyz8tpEqXAMPLE2p7',
      iat: 1764000000,
      exp: 1764000000 + CCG_TOKEN_SECONDS,
      jti: '23f8f614-72c3-4267-b0da-b8b067662c74',
    },
    null,
    2,
  )
  const tokenRequest = [
    `curl -X POST ${facts.tokenUrl} \\`,
    "  -H 'Content-Type: application/x-www-form-urlencoded' \\",
    '  -d grant_type=client_credentials \\',
    '  -d client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer \\',
    '  -d client_assertion={signed JWT} \\',
    `  -d scope=${encodeURIComponent(facts.scopes.join(' ') || 'launch')}${facts.usesLaunch ? ' \\' : ''}`,
    ...(facts.usesLaunch ? [`  -d launch=${launch.base64}`] : []),
  ].join('\n')
  const tokenResponse = JSON.stringify(
    {
      access_token: 'eyJraWQiOiJ…',
      token_type: 'Bearer',
      scope: facts.scopes.join(' '),
      expires_in: CCG_TOKEN_SECONDS,
    },
    null,
    2,
  )
  return (
    <div className="usa-prose auth-guide">
      <h2 id="getting-started">Getting started</h2>
      <p>
        The Client Credentials Grant is for backend systems that call the{' '}
        {api.name} on their own behalf, with no user signing in. Your system
        proves who it is with a JSON Web Token (JWT) signed by its private key;
        the authorization server checks it against the public key you
        registered. To begin,{' '}
        <Link to={`/explore/api/${api.urlSlug}/sandbox-access`}>
          request sandbox access
        </Link>{' '}
        with your public key in JSON Web Key (JWK) format; you will get a client
        ID.
      </p>

      <h2 id="generating-rsa-keys">Generating an RSA key pair</h2>
      <p>
        The quickest way needs no tools: the{' '}
        <a href="#try-it-in-your-browser">helper below</a> and the sandbox
        access form make a key pair in your browser. Or generate a 2048-bit RSA
        key pair yourself:
      </p>
      <CodeBlock code={KEY_PAIR} label="key generation commands" />
      <p>
        Convert <code>public.pem</code> to a JWK (any JOSE library does it) and
        submit only the public members. The portal accepts the members{' '}
        <code>alg</code>, <code>kty</code>, <code>use</code>, <code>x5c</code>,{' '}
        <code>n</code>, <code>e</code>, <code>kid</code> and <code>x5t</code>;{' '}
        <code>kty</code> must be <code>RSA</code> and <code>kid</code> at most
        255 characters. Never send a private member.
      </p>
      <CodeBlock code={JWK_EXAMPLE} label="public JWK example" />

      <h2 id="requesting-a-token">Requesting a token</h2>
      <p>
        Build a JWT with the header{' '}
        <code>{'{"alg": "RS256", "kid": "my-key-2026"}'}</code> and these
        claims, and sign it with your private key:
      </p>
      <CodeBlock code={claims} label="client assertion claims" />
      <ul>
        <li>
          <code>iss</code> and <code>sub</code> are your client ID;{' '}
          <code>aud</code> is the token endpoint of the authorization server
          (its issuer identifier is accepted too).
        </li>
        <li>
          <code>exp</code> is required, and the assertion fails if it is more
          than {CCG_TOKEN_SECONDS} seconds after <code>iat</code> or from now;{' '}
          <code>iat</code> may not be more than 60 seconds in the future.
        </li>
        <li>
          A <code>jti</code> makes the assertion single-use: send a new unique
          value each time.
        </li>
      </ul>
      <p>Send the assertion to the token endpoint:</p>
      <CodeBlock code={tokenRequest} label="token request" />
      <p>
        {facts.usesLaunch ? (
          <>
            <code>launch</code> is Base64-encoded JSON, here{' '}
            <code>{launch.json}</code>.{' '}
          </>
        ) : null}
        The response:
      </p>
      <CodeBlock code={tokenResponse} label="token response" />
      <p>
        The access token is valid for {CCG_TOKEN_SECONDS} seconds (
        <code>expires_in</code>). There is no refresh token: request a new
        access token with a new assertion. Call the API with{' '}
        <code>Authorization: Bearer {'{access_token}'}</code>.
        {facts.productionAud
          ? ' Production uses its own authorization server audience, given with production access.'
          : ''}
      </p>

      {tryIt}

      {facts.showsTestIcns ? (
        <>
          <h2 id="test-user-icns">Test user ICNs</h2>
          <p>
            In sandbox, use the Integration Control Numbers (ICNs) of test users
            as the patient in <code>launch</code>.{' '}
            <Link to={`/explore/api/${api.urlSlug}/test-users`}>
              See the test data for this API
            </Link>
            .
          </p>
        </>
      ) : null}
    </div>
  )
}
