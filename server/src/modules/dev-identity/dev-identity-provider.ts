import { createHmac } from 'node:crypto'
import type Provider from 'oidc-provider'
import type { Configuration } from 'oidc-provider'
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  type JWK,
} from 'jose'
import { oidcPayloadAdapter } from '../../db/oidc-payloads.ts'
import type { DevIdentityStore } from './dev-identity-store.ts'
import { devUser } from './dev-users.ts'

/** Where the embedded identity provider answers on this server. */
export const DEV_IDP_PATH = '/dev-idp'

/** The console's client at the embedded identity provider. */
export interface DevIdentityClient {
  clientId: string
  clientSecret: string
  redirectUri: string
}

/** The console's client id and a secret derived from the server's own key (no new setting). */
export function devIdentityClient(
  serverSecret: string,
  redirectUri: string,
): DevIdentityClient {
  return {
    clientId: 'portal-console',
    clientSecret: createHmac('sha256', serverSecret)
      .update('dev-identity-client-secret')
      .digest('base64url'),
    redirectUri,
  }
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  })
  const jwk = await exportJWK(privateKey)
  return {
    ...jwk,
    kid: await calculateJwkThumbprint(jwk),
    alg: 'RS256',
    use: 'sig',
  }
}

interface DevProviderDeps {
  /** e.g. http://127.0.0.1:8080/dev-idp */
  issuer: string
  client: DevIdentityClient
  store: DevIdentityStore
  cookieSecret: string
  proxy: boolean
}

/**
 * The embedded development identity provider (issue 28): oidc-provider serving OpenID Connect
 * Authorization Code with PKCE to one client, the console, for the users of `dev-users.ts`. The
 * console talks to it exactly as to the department's provider; only the user directory and the
 * sign-in page are made up.
 */
export async function createDevIdentityProvider(
  deps: DevProviderDeps,
): Promise<Provider> {
  // Imported on first use, as the sandbox does: on Node 20 oidc-provider warns when imported.
  const { default: OidcProvider } = await import('oidc-provider')
  const key = await deps.store.signingKey(newSigningKey)
  const configuration: Configuration = {
    adapter: oidcPayloadAdapter(deps.store.payloads),
    clients: [
      {
        client_id: deps.client.clientId,
        client_secret: deps.client.clientSecret,
        redirect_uris: [deps.client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [key as JWK] },
    cookies: {
      keys: [deps.cookieSecret],
      names: {
        session: '_dev_idp_session',
        interaction: '_dev_idp_interaction',
        resume: '_dev_idp_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: DEV_IDP_PATH },
      short: { httpOnly: true, sameSite: 'lax', path: DEV_IDP_PATH },
    },
    routes: {
      authorization: '/auth',
      token: '/token',
      jwks: '/jwks',
      userinfo: '/userinfo',
    },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: {
      url: (_ctx, interaction) =>
        `${DEV_IDP_PATH}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, id) => {
      const user = devUser(id)
      if (!user) return undefined
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: user.email,
          email_verified: user.emailVerified,
          name: user.name,
        }),
      }
    },
    // The console is the provider's own first-party client: no consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    ttl: {
      Session: 600,
      Interaction: 600,
      AuthorizationCode: 60,
      AccessToken: 300,
      IdToken: 300,
      Grant: 600,
    },
    clockTolerance: 5,
  }
  const provider = new OidcProvider(deps.issuer, configuration)
  provider.proxy = deps.proxy
  // An address the provider has no route for (or a method its route does not take) answers the
  // portal's JSON error envelope, like every other unknown address of this server, rather than
  // Koa's plain-text "Not Found". The provider's own errors (RFC 6749 JSON from the token
  // endpoint, its error page for a browser at the authorization endpoint) carry a body already.
  provider.use(async (ctx, next) => {
    await next()
    if (ctx.status !== 404 || ctx.body != null) return
    ctx.body = { errors: ['Not found'] }
    // Setting a body makes Koa answer 200: the status goes back after it.
    ctx.status = 404
    ctx.set('cache-control', 'no-store')
  })
  return provider
}
