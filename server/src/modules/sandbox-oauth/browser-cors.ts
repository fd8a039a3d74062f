import type { KoaContextWithOIDC } from 'oidc-provider'

/**
 * The client-authenticated endpoints a page may call from another origin (R-OAUTH-CORS): a
 * single-page app or the portal's CCG helper gets and revokes its tokens. Introspection and
 * userinfo are for servers (a resource server, the client's back end); a page on another origin
 * is refused there. Discovery and the keys are open to any origin by oidc-provider itself; the
 * routes send preflights of any other endpoint to 405.
 */
const BROWSER_ROUTES = new Set(['token', 'revocation'])

/** oidc-provider's `clientBasedCORS`: whether this request's origin may read the answer. */
export function browserMayCall(ctx: KoaContextWithOIDC): boolean {
  return BROWSER_ROUTES.has(ctx.oidc.route)
}
