import * as oidc from 'openid-client'
import type { PendingSignIn } from './staff-store.ts'

/** A fetch answered without the network: the embedded identity provider on this very server. */
type InProcessFetch = oidc.CustomFetch

/** Where the console signs staff in. */
export interface RelyingPartyOptions {
  issuer: string
  clientId: string
  clientSecret: string
  /** `${publicOrigin}${apiPrefix}/v0/console/auth/callback`, as registered at the provider. */
  redirectUri: string
  /**
   * The embedded development identity provider: plain http on a local origin, requests answered
   * in-process (the server need not reach its own public address), and a sign-in page every time
   * so that one browser can sign in as each seeded user in turn.
   */
  embedded?: { fetch: InProcessFetch }
}

/** Who the identity provider says signed in. */
export interface SignedInIdentity {
  subject: string
  email: string | null
  /** `email_verified` as the provider gave it; undefined when it gives none. */
  emailVerified: boolean | undefined
  name: string | null
}

const SCOPE = 'openid email profile'

/**
 * The console as an OpenID Connect relying party (issue 28), with openid-client: Authorization
 * Code with PKCE (S256), state and nonce, the client secret at the token endpoint. The provider's
 * metadata is discovered on the first sign-in (not at start, so the portal starts while the
 * provider is away) and again after a failure.
 */
export function createRelyingParty(options: RelyingPartyOptions) {
  let discovered: Promise<oidc.Configuration> | undefined
  const configuration = () =>
    (discovered ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        oidc.ClientSecretBasic(options.clientSecret),
        options.embedded
          ? {
              execute: [oidc.allowInsecureRequests],
              [oidc.customFetch]: options.embedded.fetch,
            }
          : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      }))

  return {
    /**
     * The provider's authorization URL for a new sign-in, and what the callback must match. A
     * `loginHint` (OpenID Connect Core 3.1.2.1) lets the provider fill in who is signing in.
     */
    async start(
      returnTo: string,
      loginHint?: string,
    ): Promise<{ url: string; pending: PendingSignIn }> {
      const config = await configuration()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(options.embedded ? { prompt: 'login' } : {}),
        ...(loginHint ? { login_hint: loginHint } : {}),
      })
      return {
        url: url.href,
        pending: { state, nonce, codeVerifier, returnTo },
      }
    },

    /**
     * Redeems the callback's code: openid-client checks the state, the PKCE verifier, the ID
     * token's signature, issuer, audience, expiry and nonce. The email comes from the ID token,
     * or from userinfo when the provider keeps it there (subject checked).
     */
    async finish(
      callbackUrl: URL,
      pending: PendingSignIn,
    ): Promise<SignedInIdentity> {
      const config = await configuration()
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('the identity provider sent no ID token')
      const info: Record<string, unknown> =
        typeof claims.email === 'string'
          ? claims
          : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
      return {
        subject: claims.sub,
        email: typeof info.email === 'string' ? info.email : null,
        emailVerified:
          typeof info.email_verified === 'boolean'
            ? info.email_verified
            : undefined,
        name:
          typeof info.name === 'string'
            ? info.name
            : typeof claims.name === 'string'
              ? claims.name
              : null,
      }
    },
  }
}

/** The console's relying party. */
export type RelyingParty = ReturnType<typeof createRelyingParty>
