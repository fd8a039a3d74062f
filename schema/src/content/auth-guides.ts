import type { ApiEntry } from '../catalogue.ts'
import type { MarkdownElement, MarkdownNode } from '../markdown-tree.ts'
import {
  CCG_TOKEN_SECONDS,
  REFRESH_TOKEN_DAYS,
  authorizationCodeFacts,
  clientCredentialsFacts,
  exampleLaunch,
} from './auth-guide-facts.ts'
import {
  a,
  code,
  h2,
  li,
  markdownOfTree,
  p,
  strong,
  ul,
} from './content-page.ts'

// An API's two OAuth guides (R-DOCS-MARKDOWN-GUIDES, ADR 040): one source for the page
// (`web/src/features/auth-guides/`) and its markdown twin (`…/authorization-code.md`,
// `…/client-credentials.md`). Prose is the content pages' markdown tree; the code samples are
// blocks of their own, shown with a copy button on the page and fenced in the twin.

/** A code sample: its text, and what it is (the copy button's and the region's label). */
interface GuideCode {
  code: string
  label: string
}

/** Where the page puts its in-browser helper; the twin has no counterpart. */
interface GuideSlot {
  slot: 'try-it'
}

/** A block of a guide: prose (a markdown tree element), a code sample or the helper's place. */
export type GuideBlock = MarkdownElement | GuideCode | GuideSlot

/** A guide as its page shows it: the h1, the intro line (the API's name) and the blocks. */
export interface AuthGuide {
  /** The page's path; its twin is at `${path}.md`. */
  path: string
  title: string
  intro: string
  blocks: GuideBlock[]
}

/** What the guides name about an API. */
type GuideApi = Pick<ApiEntry, 'name' | 'urlSlug' | 'urlFragment' | 'oAuthInfo'>

/** The grants that have a guide, by the path segment of their page. */
export const AUTH_GUIDES = {
  'authorization-code': {
    type: 'AuthorizationCodeGrant',
    title: 'Authorization Code Grant',
  },
  'client-credentials': {
    type: 'ClientCredentialsGrant',
    title: 'Client Credentials Grant',
  },
} as const

/** A guide's path segment. */
export type AuthGuidePath = keyof typeof AUTH_GUIDES

/** Where a guide's twin may find the page's address and the sandbox. */
interface GuideSite {
  /** The site configuration's sandbox base URL: the guides name the portal's own servers. */
  sandboxBaseUrl: string
  /** The portal's origin: the docs page's OAuth redirect page is there. */
  origin: string
}

const guidePath = (api: GuideApi, guide: AuthGuidePath) =>
  `/explore/api/${api.urlSlug}/${guide}`

/** The Authorization Code Grant guide, built from the API's OAuth details. */
export function authorizationCodeGuide(
  api: GuideApi,
  site: GuideSite,
): AuthGuide {
  const facts = authorizationCodeFacts(api, site.sandboxBaseUrl)
  const launch = exampleLaunch(facts.launchKind)
  const scope = facts.scopes.join(' ')
  const sandboxAccess = `/explore/api/${api.urlSlug}/sandbox-access`
  const testUsers = `/explore/api/${api.urlSlug}/test-users`
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
  return {
    path: guidePath(api, 'authorization-code'),
    title: AUTH_GUIDES['authorization-code'].title,
    intro: api.name,
    blocks: [
      h2('getting-started', 'Getting Started'),
      p(
        `The ${api.name} uses the OAuth 2.0 Authorization Code Grant with OpenID Connect: a Veteran (or their representative) signs in and consents, and your application receives tokens to call the API for them. To begin, `,
        a(sandboxAccess, 'request sandbox access'),
        ': you will get a client ID, and a client secret for web applications. Native and single-page applications get no secret and must use PKCE.',
      ),
      p(
        'The flow: send the user to the authorization endpoint, receive a code at your redirect URI, exchange the code for tokens at the token endpoint, call the API with the access token, and use the refresh token to get new access tokens.',
      ),

      h2('building-oidc-apps', 'Building OpenID Connect Applications'),
      p(
        'The sandbox authorization server publishes its configuration at ',
        code(facts.wellKnown),
        '. Send the user’s browser to the authorization endpoint:',
      ),
      { code: authorize, label: 'authorization request' },
      ul(
        li(
          code('response_type'),
          ' must be ',
          code('code'),
          ', the only response type.',
        ),
        li(
          code('state'),
          ' is required: a value you generate per request and check when the user comes back, to prevent cross-site request forgery.',
        ),
        li(
          code('code_challenge_method'),
          ': ',
          code('S256'),
          ' is the supported method. The challenge is the Base64URL-encoded SHA-256 of a random ',
          code('code_verifier'),
          ' you keep.',
        ),
        li(
          code('nonce'),
          ' is optional; when you send it, the ID token carries it back and you must check it matches.',
        ),
        li(
          code('prompt'),
          ' may be ',
          code('login'),
          ' (sign in again), ',
          code('consent'),
          ' (ask for consent again) or ',
          code('none'),
          ' (no interaction: the request fails with ',
          code('login_required'),
          ' or ',
          code('consent_required'),
          ' when the user would have to act).',
        ),
        ...(facts.usesLaunch
          ? [
              li(
                code('launch'),
                ' is required because the scopes include launch: Base64-encoded JSON, here ',
                code(launch.json),
                '.',
              ),
            ]
          : []),
      ),
      p(
        'The user comes back to your redirect URI with ',
        code('code'),
        ' and ',
        code('state'),
        '. Exchange the code:',
      ),
      { code: exchange, label: 'token request' },
      p(
        'Applications without a secret send their client ID and the PKCE verifier instead:',
      ),
      { code: pkce, label: 'PKCE token request' },
      p('The token response:'),
      { code: response, label: 'token response' },
      p(
        'Call the API with ',
        code('Authorization: Bearer {access_token}'),
        '. When the access token expires, use the refresh token:',
      ),
      { code: refresh, label: 'refresh request' },
      p(
        `Refresh tokens expire when unused for ${REFRESH_TOKEN_DAYS.sandbox} days in sandbox and ${REFRESH_TOKEN_DAYS.production} days in production. Revoked tokens are inactive. To revoke one:`,
      ),
      { code: revoke, label: 'revoke request' },
      p(
        'Users manage their grants at ',
        code(`GET ${facts.base}/manage`),
        '. In sandbox only, you can remove a test user’s grants with ',
        code(`DELETE ${facts.base}/grants`),
        ' and the ',
        code('client_id'),
        ' and ',
        code('email'),
        ' parameters; an unknown email gives ',
        code('400 invalid_request'),
        ' with ',
        code('"Invalid email address."'),
        '.',
      ),

      h2('scopes', 'Scopes'),
      p(
        'Ask only for the scopes your application needs. Default scopes are ',
        code('profile'),
        ', ',
        code('openid'),
        ' and ',
        code('offline_access'),
        ` (which gives a refresh token). The ${api.name} offers:`,
      ),
      ul(...facts.scopes.map((item) => li(code(item)))),

      h2('id-token', 'ID Token'),
      p(
        'With the ',
        code('openid'),
        ' scope the token response has an ',
        code('id_token'),
        ': a JWT whose header names the signing ',
        code('alg'),
        ' and ',
        code('kid'),
        ', and whose claims include ',
        code('aud'),
        ' (your client ID), ',
        code('iss'),
        ', ',
        code('sub'),
        ', ',
        code('iat'),
        ', ',
        code('exp'),
        ' and ',
        code('jti'),
        '. Validate the signature with the key of that ',
        code('kid'),
        ' from ',
        code(`${facts.base}/keys`),
        ', check that the nonce matches the one you sent, and never use an expired token.',
      ),

      h2('test-users', 'Test Users'),
      p(
        'Sandbox sign-in uses test users, never real Veterans. ',
        a(testUsers, 'See the test data for this API'),
        '; the sign-in credentials are on the page linked from your sandbox welcome email. The sandbox sign-in asks for the test user’s email address and password at ID.me or Login.gov, then a 6-digit one-time code made from the test user’s seed by any authenticator app (TOTP), and then for consent to the scopes your application asked for.',
      ),
      p(
        'To use ',
        strong('Authorize'),
        ' and ',
        strong('Try it out'),
        ' on this API’s documentation page, register ',
        code(`${site.origin}/oauth2-redirect.html`),
        ' as your application’s redirect URI: the dialog runs this flow with PKCE and sends the access token with each request it tries.',
      ),

      h2('https', 'HTTPS'),
      p(
        'Redirect URIs must use HTTPS, except ',
        code('localhost'),
        ' during development. Every call to the authorization server and the API goes over HTTPS.',
      ),
    ],
  }
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

/** The anchor of the client credentials page's in-browser helper. */
const TRY_IT_ID = 'try-it-in-your-browser'

/** The Client Credentials Grant guide, built from the API's OAuth details. */
export function clientCredentialsGuide(
  api: GuideApi,
  site: Pick<GuideSite, 'sandboxBaseUrl'>,
): AuthGuide {
  const facts = clientCredentialsFacts(api, site.sandboxBaseUrl)
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
  const sandboxAccess = `/explore/api/${api.urlSlug}/sandbox-access`
  return {
    path: guidePath(api, 'client-credentials'),
    title: AUTH_GUIDES['client-credentials'].title,
    intro: api.name,
    blocks: [
      h2('getting-started', 'Getting started'),
      p(
        `The Client Credentials Grant is for backend systems that call the ${api.name} on their own behalf, with no user signing in. Your system proves who it is with a JSON Web Token (JWT) signed by its private key; the authorization server checks it against the public key you registered. To begin, `,
        a(sandboxAccess, 'request sandbox access'),
        ' with your public key in JSON Web Key (JWK) format; you will get a client ID.',
      ),

      h2('generating-rsa-keys', 'Generating an RSA key pair'),
      p(
        'The quickest way needs no tools: the ',
        a(`#${TRY_IT_ID}`, 'helper below'),
        ' and the sandbox access form make a key pair in your browser. Or generate a 2048-bit RSA key pair yourself:',
      ),
      { code: KEY_PAIR, label: 'key generation commands' },
      p(
        'Convert ',
        code('public.pem'),
        ' to a JWK (any JOSE library does it) and submit only the public members. The portal accepts the members ',
        code('alg'),
        ', ',
        code('kty'),
        ', ',
        code('use'),
        ', ',
        code('x5c'),
        ', ',
        code('n'),
        ', ',
        code('e'),
        ', ',
        code('kid'),
        ' and ',
        code('x5t'),
        '; ',
        code('kty'),
        ' must be ',
        code('RSA'),
        ' and ',
        code('kid'),
        ' at most 255 characters. Never send a private member.',
      ),
      { code: JWK_EXAMPLE, label: 'public JWK example' },

      h2('requesting-a-token', 'Requesting a token'),
      p(
        'Build a JWT with the header ',
        code('{"alg": "RS256", "kid": "my-key-2026"}'),
        ' and these claims, and sign it with your private key:',
      ),
      { code: claims, label: 'client assertion claims' },
      ul(
        li(
          code('iss'),
          ' and ',
          code('sub'),
          ' are your client ID; ',
          code('aud'),
          ' is the token endpoint of the authorization server (its issuer identifier is accepted too).',
        ),
        li(
          code('exp'),
          ` is required, and the assertion fails if it is more than ${CCG_TOKEN_SECONDS} seconds after `,
          code('iat'),
          ' or from now; ',
          code('iat'),
          ' may not be more than 60 seconds in the future.',
        ),
        li(
          'A ',
          code('jti'),
          ' makes the assertion single-use: send a new unique value each time.',
        ),
      ),
      p('Send the assertion to the token endpoint:'),
      { code: tokenRequest, label: 'token request' },
      p(
        ...(facts.usesLaunch
          ? [
              code('launch'),
              ' is Base64-encoded JSON, here ',
              code(launch.json),
              '. ',
            ]
          : []),
        'The response:',
      ),
      { code: tokenResponse, label: 'token response' },
      p(
        `The access token is valid for ${CCG_TOKEN_SECONDS} seconds (`,
        code('expires_in'),
        '). There is no refresh token: request a new access token with a new assertion. Call the API with ',
        code('Authorization: Bearer {access_token}'),
        '.',
        ...(facts.productionAud
          ? [
              ' Production uses its own authorization server audience, given with production access.',
            ]
          : []),
      ),

      { slot: 'try-it' },

      ...(facts.showsTestIcns
        ? [
            h2('test-user-icns', 'Test user ICNs'),
            p(
              'In sandbox, use the Integration Control Numbers (ICNs) of test users as the patient in ',
              code('launch'),
              '. ',
              a(
                `/explore/api/${api.urlSlug}/test-users`,
                'See the test data for this API',
              ),
              '.',
            ),
          ]
        : []),
    ],
  }
}

/** The guide of a path segment, for an API that has that grant; null when it has not. */
export function authGuideOf(
  api: GuideApi & Pick<ApiEntry, 'oAuthTypes'>,
  guide: AuthGuidePath,
  site: GuideSite,
): AuthGuide | null {
  if (!api.oAuthTypes?.includes(AUTH_GUIDES[guide].type)) return null
  return guide === 'authorization-code'
    ? authorizationCodeGuide(api, site)
    : clientCredentialsGuide(api, site)
}

const isCode = (block: GuideBlock): block is GuideCode =>
  !Array.isArray(block) && 'code' in block
const isSlot = (block: GuideBlock): block is GuideSlot =>
  !Array.isArray(block) && 'slot' in block

/** A link to an anchor of the page names the page: the twin is another document. */
function absoluteAnchors(node: MarkdownNode, path: string): MarkdownNode {
  if (typeof node === 'string') return node
  const [tag, attrs, ...children] = node
  const href = attrs?.href
  return [
    tag,
    href?.startsWith('#') ? { ...attrs, href: `${path}${href}` } : attrs,
    ...children.map((child) => absoluteAnchors(child, path)),
  ]
}

/**
 * A guide's markdown twin: the h1, the API's name, then its prose and fenced code samples. The
 * page's in-browser helper is a form, not text: the twin leaves it out.
 */
export function authGuideMarkdown(guide: AuthGuide): string {
  const blocks = guide.blocks.flatMap((block) => {
    if (isSlot(block)) return []
    if (isCode(block)) return [`\`\`\`\n${block.code}\n\`\`\``]
    return [markdownOfTree([absoluteAnchors(block, guide.path)])]
  })
  return [`# ${guide.title}`, guide.intro, ...blocks, ''].join('\n\n')
}
