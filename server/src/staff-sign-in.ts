import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from './db/client.ts'
import {
  devIdentityClient,
  inProcessFetch,
  registerDevIdentity,
} from './modules/dev-identity/index.ts'
import {
  createRelyingParty,
  type RelyingParty,
} from './modules/staff-auth/index.ts'
import type { StaffSignInConfig } from './staff-env.ts'

interface StaffSignInDeps {
  db: Db
  config: StaffSignInConfig
  publicOrigin: string
  apiPrefix: string
  /** The server's HMAC key: the embedded provider's cookie key and client secret derive from it. */
  serverSecret: string
  proxy: boolean
}

/** The console's sign-in callback, as registered at the identity provider. */
export const consoleCallbackUri = (publicOrigin: string, apiPrefix: string) =>
  `${publicOrigin}${apiPrefix}/v0/console/auth/callback`

/**
 * The identity provider the console signs staff in with (issue 28): the department's, or the
 * embedded development one mounted on this server at /dev-idp (which the environment refuses in
 * production), or none. Composed here so that neither module imports the other.
 */
export async function prepareStaffSignIn(
  app: FastifyInstance,
  deps: StaffSignInDeps,
): Promise<RelyingParty | null> {
  const redirectUri = consoleCallbackUri(deps.publicOrigin, deps.apiPrefix)
  if (deps.config.kind === 'off') return null
  if (deps.config.kind === 'oidc')
    return createRelyingParty({
      issuer: deps.config.issuer,
      clientId: deps.config.clientId,
      clientSecret: deps.config.clientSecret,
      redirectUri,
    })
  const client = devIdentityClient(deps.serverSecret, redirectUri)
  const { issuer } = await registerDevIdentity(app, {
    db: deps.db,
    publicOrigin: deps.publicOrigin,
    client,
    cookieSecret: createHmac('sha256', deps.serverSecret)
      .update('dev-identity-cookies')
      .digest('base64url'),
    proxy: deps.proxy,
  })
  return createRelyingParty({
    issuer,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    redirectUri,
    embedded: { fetch: inProcessFetch(app) },
  })
}
