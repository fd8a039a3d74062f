import path from 'node:path'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify'
import cookie from '@fastify/cookie'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import type { Db, PoolStats } from './db/client.ts'
import type { Listen } from './db/listen.ts'
import { CHANGE_CHANNELS, createChangeFeed } from './db/change-feed.ts'
import { registerErrorHandler } from './plugins/error-handler.ts'
import {
  generateRequestId,
  registerRequestIdHeader,
} from './plugins/request-id.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { registerApiCompression } from './plugins/api-compression.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { registerCsrfCheck } from './plugins/csrf.ts'
import { isFormPage } from './plugins/form-pages.ts'
import {
  inputGuardServerOptions,
  registerInputGuard,
} from './plugins/input-guard.ts'
import {
  DEFAULT_RATE_LIMITS,
  registerRateLimit,
  type RateLimits,
} from './plugins/rate-limit.ts'
import { registerTestClock, type TestClock } from './plugins/test-clock.ts'
import {
  isRefusedSignedPage,
  notFound,
  registerSpa,
  wantsSpaShell,
} from './plugins/spa.ts'
import { createSignedPages, isSignedPageAddress } from './signed-pages.ts'
import { createPagePreloads } from './plugins/spa-preloads.ts'
import { createPageRenderer, type PageRenderer } from './plugins/page-render.ts'
import {
  localLogoStorage,
  logoStorageOrigins,
  type LogoStorage,
} from './modules/logo-upload/index.ts'
import { createMetricsStore, registerMetrics } from './modules/metrics/index.ts'
import {
  createOverviewService,
  createOverviewStore,
} from './modules/console-overview/index.ts'
import {
  createLegacyRedirectStore,
  registerLegacyRedirects,
} from './modules/redirects/index.ts'
import {
  createLocalCredentialProvider,
  type CredentialProvider,
} from './modules/sandbox-signup/index.ts'
import { registerSandbox } from './sandbox.ts'
import {
  createSitemapStore,
  llmsRoutes,
  robotsRoutes,
  sitemapRoutes,
} from './modules/sitemap/index.ts'
import { createCatalogueStore } from './modules/catalogue/index.ts'
import {
  createReleaseNotesStore,
  feedRoutes,
  type OnReleaseNotesChange,
} from './modules/release-notes/index.ts'
import { createDocsStore } from './modules/docs/index.ts'
import {
  createSpecCheckPool,
  type SpecCheckPoolOptions,
} from './modules/spec-publishing/index.ts'
import { registerApiRoutes } from './api-routes.ts'
import { createCompareService } from './modules/version-compare/index.ts'
import { prepareStaffSignIn } from './staff-sign-in.ts'
import { DEV_STAFF_DOMAIN, type StaffSignInConfig } from './staff-env.ts'
import { SERVER_ROOT } from './env.ts'
import type { ErrorReporter } from './error-reporting/sentry-reporter.ts'
import {
  DEFAULT_SITE_CONFIG,
  type SiteConfig,
} from '@portal/schema/site-config'
import { SANDBOX_REQUESTS_PER_MINUTE } from '@portal/schema/sandbox-rate-limit'

/** Everything the server depends on; tests pass their own. */
export interface AppDeps {
  db: Db
  apiPrefix?: string
  /** Limits by kind of request; the defaults otherwise (R-LIMIT-*). */
  rateLimits?: Partial<RateLimits>
  redis?: Redis | undefined
  /** Folder of the built web app; null serves the API alone. */
  webDistPath?: string | null
  /** The web app's render bundle (web/dist-ssr/entry-server.js); without it pages are the shell. */
  renderBundlePath?: string | null
  trustProxy?: boolean
  logger?: FastifyServerOptions['logger']
  now?: () => number
  /** Test-only: a clock the tests move through POST …/v0/test/clock (TEST_CLOCK; R-CARE-TEST-CLOCK). */
  testClock?: TestClock | undefined
  /** HMAC keys: for stored credentials, and for the links to test data. */
  secrets: { credentialHash: string; testDataLink: string }
  /** Issues sandbox credentials; the local provider by default. */
  credentialProvider?: CredentialProvider
  /** Our address as users reach it, for links in emails. */
  publicOrigin: string
  /** The support team's mailbox: contact requests are emailed there. */
  supportEmail?: string
  /** The local mailbox folder, shown at /v0/dev/mailbox; null when mail goes out by SMTP. */
  mailboxDir?: string | null
  /** Feature flags and the shell's configurable addresses; the defaults otherwise. */
  siteConfig?: Omit<SiteConfig, 'sandboxBaseUrl'>
  /** Where logos go: an S3-compatible bucket, or (by default) a local folder under server/var. */
  logoStorage?: LogoStorage
  /** An error-reporting service (SENTRY_DSN) for client reports and the server's own 5xx. */
  errorReporter?: ErrorReporter
  /** Serves GET /metrics to scrapers that send this bearer token (METRICS_TOKEN); off without it. */
  metricsToken?: string | undefined
  /** The database pool's counts, for the metrics. */
  poolStats?: (() => PoolStats) | undefined
  /**
   * The sandbox gateway (R-GATEWAY-URLS): the path it answers under on this server (default
   * /sandbox-api), and the origin users reach it at when an operator serves it on its own host.
   */
  sandbox?: { prefix?: string; origin?: string | undefined }
  /** LISTEN for NOTIFY: the gateway forgets cached keys when a credential changes (R-CARE-REFUSE). */
  listen?: Listen | undefined
  /** Calls a credential may make in a minute (R-GATEWAY-LIMIT: 60). */
  sandboxPerMinute?: number
  /** The spec check pool's bounds (SPEC_CHECK_*, R-SPEC-POOL); the defaults otherwise. */
  specCheckPool?: Partial<SpecCheckPoolOptions>
  /**
   * True from the shutdown signal on (R-OPS-SHUTDOWN): readiness fails and every answer closes its
   * connection, so clients open new ones, which the balancer sends elsewhere.
   */
  isShuttingDown?: () => boolean
  /**
   * How staff sign in to the console and which email domains may (issue 28); by default the
   * embedded development identity provider and its users' domain.
   */
  staff?: { signIn: StaffSignInConfig; emailDomains: string[] }
  /**
   * The release-notes seam (R-ENTRY-RELEASE-NOTES-SEAM): called in the transaction of every change
   * of an API's release notes (entry editor, spec publication), with the text before and after.
   */
  onReleaseNotesChange?: OnReleaseNotesChange | undefined
  /**
   * Test-only: sees every route as it is registered and every answer before it is sent. The server
   * tests check that each route under the API prefix is in the OpenAPI document and that each
   * answer is one it declares (server/test/response-contract.ts, R-PLATFORM-OPENAPI).
   */
  inspect?: {
    onRoute: (route: RouteOptions) => void
    onSend: (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
    ) => void
  }
}

const DEFAULT_UPLOAD_PATH = path.join(SERVER_ROOT, 'var', 'uploads')

/** Builds the whole server without side effects: it never listens and never reads env. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const apiPrefix = deps.apiPrefix ?? '/platform-backend'
  const now = deps.testClock?.now ?? deps.now ?? Date.now
  const sandboxPrefix = deps.sandbox?.prefix ?? '/sandbox-api'
  // The one place the gateway's public address is decided: the docs, guides and site config use it.
  const siteConfig: SiteConfig = {
    ...(deps.siteConfig ?? DEFAULT_SITE_CONFIG),
    sandboxBaseUrl: `${deps.sandbox?.origin ?? deps.publicOrigin}${sandboxPrefix}`,
  }
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits }
  const credentialProvider =
    deps.credentialProvider ??
    createLocalCredentialProvider(deps.secrets.credentialHash)
  const supportEmail = deps.supportEmail ?? 'api@va.gov'
  // Credential changes and token revocations: heard here before the answer, elsewhere by NOTIFY.
  const changes = createChangeFeed(deps.listen)
  const logoStorage =
    deps.logoStorage ??
    localLogoStorage(DEFAULT_UPLOAD_PATH, deps.secrets.credentialHash)
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1_048_576,
    genReqId: generateRequestId,
    // A request that reaches a connection still open after the listener closed is answered as
    // usual (within the shutdown deadline), not with Fastify's own 503 body.
    return503OnClosing: false,
    ...inputGuardServerOptions,
  })
  app.setValidatorCompiler(validatorCompiler)
  // Response schemas document the API (the OpenAPI document); answers are serialized as plain
  // JSON, and the server tests check them against the document instead (ADR 033).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  // The console overview's figures: the console's page and the metrics read the same ones.
  const overview = createOverviewService({
    store: createOverviewStore(deps.db),
    now,
  })
  if (deps.metricsToken) {
    registerMetrics(app, {
      token: deps.metricsToken,
      store: createMetricsStore(deps.db),
      poolStats: deps.poolStats,
      reviewFigures: () => overview.overview(),
    })
  }

  registerErrorHandler(app, deps.errorReporter)
  registerRequestIdHeader(app)
  registerSecurityHeaders(app, siteConfig, logoStorageOrigins(logoStorage))
  await app.register(cookie)
  // Set once the routes exist: the server's page render asks them for its data (ADR 051).
  let pageRenderer: PageRenderer | null = null
  await registerRateLimit(app, {
    limits,
    redis: deps.redis,
    // The limit guards the API; the web app's own files are not counted.
    allowList: (request) =>
      !request.url.startsWith(`${apiPrefix}/`) ||
      pageRenderer?.isOwnRequest(request) === true,
  })
  registerCsrfCheck(app)
  registerInputGuard(app)
  registerLegacyRedirects(app, createLegacyRedirectStore(deps.db))
  registerApiCompression(app, apiPrefix)

  const isShuttingDown = deps.isShuttingDown ?? (() => false)
  // Every answer sent from the signal on closes its connection, also one to a request begun
  // before it: kept alive, that connection would sit idle after the listener closed, unused by a
  // balancer that has taken the instance out, and hold the exit until the deadline
  // (R-OPS-ROLLING-RESTART).
  app.addHook('onSend', async (_request, reply) => {
    if (isShuttingDown()) reply.header('connection', 'close')
  })

  // Anything the API answers is private and fresh unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (
      request.url.startsWith(`${apiPrefix}/`) &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store')
    }
  })

  // The pages that carry a signed pair in the address (the credentials page, the status page, the
  // test users page, the release-note subscription pages): never stored, never sent on as a
  // referrer (R-CARE-HEADERS, R-REVIEW-LINK, R-SIGNED-PAGE-STATUS), and the status and
  // subscription pages never indexed. Their API answers say the same in their modules.
  app.addHook('onSend', async (request, reply) => {
    const isUnlistedPage =
      request.url.startsWith('/production-access/status/') ||
      request.url.startsWith('/subscriptions/') ||
      request.url.startsWith('/deprecation-notices/')
    if (
      request.url.startsWith('/sandbox-credentials/') ||
      isUnlistedPage ||
      isSignedPageAddress(request.url.split('?')[0] ?? '')
    ) {
      reply.header('cache-control', 'private, no-store')
      reply.header('referrer-policy', 'no-referrer')
    }
    if (isUnlistedPage) reply.header('x-robots-tag', 'noindex')
  })

  const staffSignIn = deps.staff ?? {
    signIn: { kind: 'dev' },
    emailDomains: [DEV_STAFF_DOMAIN],
  }
  const relyingParty = await prepareStaffSignIn(app, {
    db: deps.db,
    config: staffSignIn.signIn,
    publicOrigin: deps.publicOrigin,
    apiPrefix,
    serverSecret: deps.secrets.credentialHash,
    proxy: deps.trustProxy ?? false,
  })

  // The console (issue 28) is for staff, the accounts (issue 37) private: search engines must
  // never list their pages or answers.
  app.addHook('onSend', async (request, reply) => {
    if (
      /^\/(console|account)(?:[/?#]|$)/.test(request.url) ||
      request.url.startsWith(`${apiPrefix}/v0/console/`) ||
      request.url.startsWith(`${apiPrefix}/v0/account/`)
    )
      reply.header('x-robots-tag', 'noindex, nofollow')
  })
  // Before any route of the API, so that each is in the document (R-PLATFORM-OPENAPI).
  await registerOpenApi(app, { apiPrefix, publicOrigin: deps.publicOrigin })
  const { inspect } = deps
  if (inspect) {
    app.addHook('onRoute', inspect.onRoute)
    app.addHook('onSend', async (request, reply, payload) => {
      inspect.onSend(request, reply, payload)
    })
  }

  // Checking a document is seconds of CPU: a worker pool of the app's own, ended with it.
  const specCheckPool = createSpecCheckPool(deps.specCheckPool, (error) => {
    app.log.error({ err: error }, 'A spec check worker failed to start')
  })
  app.addHook('onClose', async () => {
    await specCheckPool.close()
  })
  // One compare per app, so the page's answer and its markdown twin share the pairs computed.
  const versionCompare = createCompareService({
    store: createDocsStore(deps.db),
    compare: specCheckPool.compare,
  })
  await registerApiRoutes(app, {
    db: deps.db,
    apiPrefix,
    now,
    siteConfig,
    limits,
    credentialProvider,
    secrets: deps.secrets,
    publicOrigin: deps.publicOrigin,
    supportEmail,
    logoStorage,
    errorReporter: deps.errorReporter,
    mailboxDir: deps.mailboxDir ?? null,
    isShuttingDown,
    staff: {
      relyingParty,
      emailDomains: staffSignIn.emailDomains,
      secureCookies: deps.publicOrigin.startsWith('https:'),
    },
    credentialsChanged: () => changes.announce(CHANGE_CHANNELS.credentials),
    overview,
    changes,
    onReleaseNotesChange: deps.onReleaseNotesChange,
    // A publication or a rollback writes the API's release notes too: the catalogue's caches
    // (the release notes page) forget with the docs and the gateway.
    specsChanged: () => {
      changes.announce(CHANGE_CHANNELS.specs)
      changes.announce(CHANGE_CHANNELS.catalogue)
    },
    specCheckPool,
    versionCompare,
    onClockMoved: deps.testClock?.onAdvance,
    pages: () => pageRenderer,
  })

  if (deps.testClock) registerTestClock(app, apiPrefix, deps.testClock)

  await registerSandbox(app, {
    db: deps.db,
    prefix: sandboxPrefix,
    siteConfig,
    publicOrigin: deps.publicOrigin,
    credentialHash: deps.secrets.credentialHash,
    changes,
    limits,
    now,
    perMinute: deps.sandboxPerMinute ?? SANDBOX_REQUESTS_PER_MINUTE,
    proxy: deps.trustProxy ?? false,
  })

  await app.register(sitemapRoutes, {
    store: createSitemapStore(deps.db),
    publicOrigin: deps.publicOrigin,
    now,
    flags: siteConfig.flags,
  })

  await app.register(feedRoutes, {
    store: createReleaseNotesStore(deps.db),
    publicOrigin: deps.publicOrigin,
    now,
    flags: siteConfig.flags,
  })
  await app.register(robotsRoutes, { publicOrigin: deps.publicOrigin })
  await app.register(llmsRoutes, {
    store: createSitemapStore(deps.db),
    catalogueStore: createCatalogueStore(deps.db),
    listVersions: createDocsStore(deps.db).listVersions,
    versionCompare,
    publicOrigin: deps.publicOrigin,
    apiPrefix,
    sandboxBaseUrl: siteConfig.sandboxBaseUrl,
    now,
    flags: siteConfig.flags,
    listen: changes.listen,
  })

  const spaShell = await registerSpa(app, deps.webDistPath ?? null, apiPrefix)
  const signedPages = createSignedPages(deps.db, deps.secrets.testDataLink, now)
  if (spaShell && deps.webDistPath && deps.renderBundlePath) {
    const renderer = await createPageRenderer(app, {
      webDistPath: deps.webDistPath,
      bundlePath: deps.renderBundlePath,
      publicOrigin: deps.publicOrigin,
      isSignedPage: isSignedPageAddress,
      isFormPage,
      now,
      preloads: createPagePreloads(deps.webDistPath, apiPrefix),
    })
    pageRenderer = renderer
    for (const channel of [CHANGE_CHANNELS.catalogue, CHANGE_CHANNELS.specs])
      await changes.listen(channel, renderer.forget)
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit() },
    async (request, reply) => {
      if (!spaShell || !wantsSpaShell(request, apiPrefix)) return notFound()
      // A signed link that does not verify still gets the app (it says why), under a 404.
      const pathname = request.url.split('?')[0] ?? '/'
      const refused = await isRefusedSignedPage(pathname, signedPages)
      if (pageRenderer?.renders(pathname))
        return pageRenderer.send(request, reply, refused ? 404 : undefined)
      if (refused) reply.code(404)
      return spaShell(reply)
    },
  )
  return app
}
