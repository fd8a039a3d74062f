import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { SiteConfig } from '@portal/schema/site-config'
import type { Db } from './db/client.ts'
import { CHANGE_CHANNELS, type ChangeFeed } from './db/change-feed.ts'
import { perKeyLimit, type RateLimits } from './plugins/rate-limit.ts'
import {
  createGatewayService,
  createGatewayStore,
  createUsageRecorder,
  gatewayRoutes,
  invalidateKeysOnNotify,
} from './modules/sandbox-gateway/index.ts'
import {
  createBearerCheck,
  createOauthService,
  createOauthStore,
  oauthRoutes,
} from './modules/sandbox-oauth/index.ts'
import { purgeExpiredDetails } from './modules/request-log/index.ts'

interface SandboxDeps {
  db: Db
  /** The path the sandbox answers under (R-GATEWAY-URLS). */
  prefix: string
  siteConfig: SiteConfig
  /** The portal's public origin: deprecation links lead to the API's page there. */
  publicOrigin: string
  credentialHash: string
  now: () => number
  /** Calls a credential may make in a minute (R-GATEWAY-LIMIT). */
  perMinute: number
  proxy: boolean
  /** Limits of the authorization servers' token, revocation and sign-in steps. */
  limits: RateLimits
  /**
   * Credential changes and token revocations: the gateway's key cache and the bearer check's
   * cache forget at once on this instance and on NOTIFY from the others (R-REVOKE-AT-ONCE).
   */
  changes: ChangeFeed
}

/**
 * The sandbox on this server: the gateway answering API calls from the specs (R-GATEWAY-*) and,
 * under the same prefix, an authorization server per auth path (R-OAUTH-*) whose tokens the
 * gateway accepts. Composed here so neither module imports the other.
 */
export async function registerSandbox(
  app: FastifyInstance,
  deps: SandboxDeps,
): Promise<void> {
  const gatewayStore = createGatewayStore(deps.db)
  const recorder = createUsageRecorder({
    write: gatewayStore.recordRequests,
    // The request log's headers and bodies go after 7 days, the usage rows after 90 (R-REQLOG-KEEP).
    purge: async (before) => {
      await purgeExpiredDetails(deps.db, deps.now())
      return gatewayStore.purgeRequests(before)
    },
    now: deps.now,
    onError: (error, what) => app.log.error({ err: error }, what),
  })
  app.addHook('onClose', () => recorder.stop())

  const oauthStore = createOauthStore(deps.db, {
    onTokensRevoked: () => deps.changes.announce(CHANGE_CHANNELS.revocations),
  })
  // Expired sessions, codes, tokens and used assertion ids leave the database hourly.
  const purge = setInterval(() => {
    oauthStore.purgeExpired().catch((error: unknown) => {
      app.log.error({ err: error }, 'purging expired OAuth rows failed')
    })
  }, 3600_000)
  purge.unref()
  app.addHook('onClose', () => clearInterval(purge))
  const oauth = createOauthService({
    store: oauthStore,
    credentialHash: deps.credentialHash,
    // A key of its own for the authorization servers' cookies, derived so no new secret is needed.
    cookieSecret: createHmac('sha256', deps.credentialHash)
      .update('sandbox-oauth-cookies')
      .digest('base64url'),
    sandboxBaseUrl: deps.siteConfig.sandboxBaseUrl,
    flags: deps.siteConfig.flags,
    now: deps.now,
    proxy: deps.proxy,
  })
  const verifyBearer = createBearerCheck({
    service: oauth,
    store: oauthStore,
    now: deps.now,
    audience: deps.siteConfig.sandboxBaseUrl,
  })

  const gatewayService = createGatewayService({
    store: gatewayStore,
    credentialHash: deps.credentialHash,
    flags: deps.siteConfig.flags,
    now: deps.now,
    gatewayBase: deps.siteConfig.sandboxBaseUrl,
    publicOrigin: deps.publicOrigin,
    verifyBearer,
  })
  await invalidateKeysOnNotify(app, deps.changes.listen, {
    credentials: () => {
      gatewayService.forgetKeys()
      verifyBearer.forget()
    },
    revocations: () => verifyBearer.forget(),
    specs: () => gatewayService.forgetSpecs(),
  })
  // Which authorization servers exist follows the catalogue: an API entry made, changed or taken
  // out of the sandbox in the console, on any instance, is read again on the next request
  // (R-OAUTH-LIVE), as the gateway's table is.
  const stopServers = await deps.changes.listen(CHANGE_CHANNELS.catalogue, () =>
    oauth.forget(),
  )
  app.addHook('onClose', stopServers)
  // The authorization servers are routes of their own, registered before the gateway's catch-all
  // (R-OAUTH-ROUTES), once for every shape of auth path: each request finds its server.
  await app.register(oauthRoutes, {
    prefix: deps.prefix,
    service: oauth,
    store: oauthStore,
    limits: deps.limits,
  })
  await app.register(gatewayRoutes, {
    prefix: deps.prefix,
    service: gatewayService,
    recorder,
    limit: perKeyLimit(app, { name: 'gateway', perMinute: deps.perMinute }),
    now: deps.now,
  })
}
