import type Provider from 'oidc-provider'
import type {
  AdapterPayload,
  Configuration,
  KoaContextWithOIDC,
} from 'oidc-provider'
import type { JWK } from 'jose'
import type { AuthServer } from './auth-servers.ts'
import { browserMayCall } from './browser-cors.ts'
import { decodeLaunch, LAUNCH_MESSAGES, wantsLaunch } from './launch-context.ts'
import { oidcAdapter } from './oidc-adapter.ts'
import type { OauthStore, TestUserAccount } from './oauth-store.ts'
import { renderOauthError } from './oauth-error-page.ts'
import { assertionProblem } from './client-assertion.ts'
import { presentJwtById, tokenRecord } from './jwt-access-tokens.ts'
import { scopeProblem } from './requested-scopes.ts'

/** Token lifetimes in seconds (001 §9; R-OAUTH-TOKENS). */
const TOKEN_TTL = {
  acgAccessToken: 3600,
  ccgAccessToken: 300,
  refreshToken: 7 * 24 * 3600,
  authorizationCode: 600,
  idToken: 3600,
  interaction: 3600,
  session: 24 * 3600,
  grant: 14 * 24 * 3600,
} as const

/** Seconds of clock difference oidc-provider allows in the JWTs it is given. */
const CLOCK_TOLERANCE = 5

/** The endpoints' paths under the server's path (as the guides name them). */
const ROUTES = {
  authorization: '/authorization',
  token: '/token',
  jwks: '/keys',
  revocation: '/revoke',
  introspection: '/introspect',
  userinfo: '/userinfo',
} as const

interface ProviderDeps {
  server: AuthServer
  issuer: string
  /** The resource server every access token is for: the gateway's base (R-OAUTH-TOKENS). */
  audience: string
  keys: JWK[]
  cookieKeys: string[]
  store: OauthStore
  findClient: (clientId: string) => Promise<AdapterPayload | undefined>
  findAccount: (accountId: string) => Promise<TestUserAccount | undefined>
  /** Where a browser goes to sign in and consent (the portal's page). */
  interactionUrl: (uid: string) => string
  /** A cookie path of this server's own, so servers on one host keep separate sessions. */
  cookiePath: string
  /** True behind a proxy that sets X-Forwarded-*. */
  proxy: boolean
}

function accountClaims(account: TestUserAccount) {
  const cell = (...names: string[]) => {
    for (const name of names) {
      const value = account.data[name]
      if (value) return value
    }
    return undefined
  }
  const given = cell('First Name', 'first_name', 'FirstName')
  const family = cell('Last Name', 'last_name', 'LastName')
  return {
    sub: account.id,
    given_name: given,
    family_name: family,
    name: [given, family].filter(Boolean).join(' ') || undefined,
    birthdate: cell('Birthdate', 'DOB', 'Date of Birth'),
    email: Object.values(account.credentials)[0]?.username,
    icn: cell('ICN'),
  }
}

/** The launch context of a token: the client's launch parameter, else the test user's ICN. */
async function launchOf(
  store: OauthStore,
  server: string,
  grantId: string | undefined,
): Promise<Record<string, string>> {
  if (!grantId) return {}
  const context = await store.payloadsOf(server).find('LaunchContext', grantId)
  return (context ?? {}) as Record<string, string>
}

/**
 * One sandbox authorization server (R-OAUTH-*): oidc-provider with the features the guides
 * describe and nothing more (see ADR 022 for each feature and why).
 */
export async function createProvider(deps: ProviderDeps): Promise<Provider> {
  // Loaded on the first OAuth request, not at start: on Node 20 oidc-provider prints an
  // "unsupported runtime" warning when imported, which must not muddle a start-up failure's line.
  const { default: OidcProvider, errors } = await import('oidc-provider')
  const { server, store } = deps
  const resourceScopes = server.scopes.join(' ')
  const configuration: Configuration = {
    adapter: oidcAdapter(store, server.path, deps.findClient),
    jwks: { keys: deps.keys },
    cookies: {
      keys: deps.cookieKeys,
      names: {
        session: '_sandbox_session',
        interaction: '_sandbox_interaction',
        resume: '_sandbox_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: deps.cookiePath },
      short: { httpOnly: true, sameSite: 'lax', path: deps.cookiePath },
    },
    routes: ROUTES,
    scopes: server.scopes,
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'birthdate', 'email'],
    },
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'private_key_jwt', 'none'],
    enabledJWA: {
      clientAuthSigningAlgValues: ['RS256', 'RS384', 'RS512', 'PS256'],
      idTokenSigningAlgValues: ['RS256'],
    },
    clientDefaults: {
      id_token_signed_response_alg: 'RS256',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      // RFC 7662: a client learns about its own tokens only; any other token is inactive to it.
      introspection: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) =>
          Promise.resolve(token.clientId === client.clientId),
      },
      // RFC 7009 §2.1: a client revokes its own tokens only; an authenticated client is told when
      // the token is another's, a public one (which anyone can name) is not.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => {
          if (token.clientId === client.clientId) return Promise.resolve(true)
          if (client.clientAuthMethod === 'none') return Promise.resolve(false)
          throw new errors.InvalidRequest(
            'client is not authorized to revoke the presented token',
          )
        },
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: false },
      // On by default in oidc-provider 9; off here (ADR 022): the guides have neither, the
      // dispatch has no PAR endpoint and the gateway takes tokens as Bearer only, so discovery
      // must not offer them.
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => deps.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx, resource, client) => {
          if (resource !== deps.audience)
            throw new errors.InvalidTarget('unknown resource')
          // Every request that names scopes comes through here (authorization, and the token
          // endpoint's client_credentials grant): a scope the client may not have is refused.
          const problem = scopeProblem(
            ctx.oidc.params?.scope as string | undefined,
            new Set(String(client.scope ?? '').split(' ')),
          )
          if (problem)
            throw new errors.InvalidScope(problem.description, problem.scope)
          const ccg = ctx.oidc.params?.grant_type === 'client_credentials'
          return {
            scope: resourceScopes,
            audience: deps.audience,
            accessTokenTTL: ccg
              ? TOKEN_TTL.ccgAccessToken
              : TOKEN_TTL.acgAccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
    },
    // PKCE for every public client; S256 is the only method oidc-provider 9 accepts.
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    extraParams: {
      // 001 §5: state is required in the Authorization Code flow.
      state: (_ctx, value) => {
        if (!value) throw new errors.InvalidRequest('state is required')
      },
      launch: (ctx, value) => {
        if (typeof value === 'string' && value !== '') {
          if (!decodeLaunch(value))
            throw new errors.InvalidRequest(LAUNCH_MESSAGES.invalid)
        } else if (wantsLaunch(ctx.oidc.params?.scope as string | undefined))
          throw new errors.InvalidRequest(LAUNCH_MESSAGES.required)
      },
    },
    // oidc-provider checks the assertion's signature, iss, exp, jti and aud (the issuer identifier,
    // the token endpoint or the endpoint called: RFC 7523 §3); the guides' and RFC 7523's time
    // rules are the sandbox's own (R-OAUTH-CCG).
    assertJwtClientAuthClaimsAndHeader: (_ctx, claims) => {
      const problem = assertionProblem(
        claims,
        Math.floor(Date.now() / 1000),
        CLOCK_TOLERANCE,
      )
      if (problem) throw new errors.InvalidClientAuth(problem)
    },
    ttl: {
      AccessToken: TOKEN_TTL.acgAccessToken,
      ClientCredentials: TOKEN_TTL.ccgAccessToken,
      AuthorizationCode: TOKEN_TTL.authorizationCode,
      IdToken: TOKEN_TTL.idToken,
      // Seven days from last use: every use issues a new refresh token (rotateRefreshToken).
      RefreshToken: TOKEN_TTL.refreshToken,
      Interaction: TOKEN_TTL.interaction,
      Session: TOKEN_TTL.session,
      Grant: TOKEN_TTL.grant,
    },
    rotateRefreshToken: true,
    interactions: {
      url: (_ctx, interaction) => deps.interactionUrl(interaction.uid),
    },
    findAccount: async (_ctx, id) => {
      const account = await deps.findAccount(id)
      if (!account) return undefined
      return { accountId: id, claims: () => accountClaims(account) }
    },
    extraTokenClaims: async (ctx: KoaContextWithOIDC, token) => {
      const scopes = String(token.scope ?? '')
        .split(' ')
        .filter(Boolean)
      const extra: Record<string, unknown> = { scp: scopes }
      if ('grantId' in token && typeof token.grantId === 'string')
        Object.assign(extra, await launchOf(store, server.path, token.grantId))
      const launch = (ctx.oidc.body as Record<string, unknown> | undefined)
        ?.launch
      if (token.kind === 'ClientCredentials') {
        if (typeof launch === 'string' && launch !== '') {
          const context = decodeLaunch(launch)
          if (!context) throw new errors.InvalidRequest(LAUNCH_MESSAGES.invalid)
          Object.assign(extra, context)
        } else if (wantsLaunch(token.scope))
          throw new errors.InvalidRequest(LAUNCH_MESSAGES.required)
      }
      return extra
    },
    extraClientMetadata: { properties: ['secret_hmacs'] },
    // Any page may call the token and revocation endpoints (and the open keys and discovery):
    // clients prove who they are with secrets, assertions or PKCE, never cookies, and the portal's
    // own CCG helper and single-page apps on a developer's localhost are what the sandbox is for.
    clientBasedCORS: browserMayCall,
    formats: {
      customizers: {
        // oidc-provider keeps no record of a JWT access token: the sandbox keeps one, before the
        // token is signed, so the gateway can refuse a revoked token and oidc-provider's
        // userinfo, introspection and revocation can find it (jwt-access-tokens.ts).
        jwt: async (_ctx, token, jwt) => {
          const record = tokenRecord(
            token as unknown as Parameters<typeof tokenRecord>[0],
            jwt.payload,
          )
          await token.adapter.upsert(
            String(jwt.payload.jti),
            record,
            Math.max(
              1,
              Number(jwt.payload.exp) - Math.floor(Date.now() / 1000),
            ),
          )
        },
      },
    },
    renderError: renderOauthError,
    clockTolerance: CLOCK_TOLERANCE,
  }
  const provider = new OidcProvider(deps.issuer, configuration)
  provider.proxy = deps.proxy
  provider.use(
    presentJwtById({
      issuer: deps.issuer,
      audience: deps.audience,
      keys: deps.keys,
      routes: ROUTES,
    }),
  )
  return provider
}
