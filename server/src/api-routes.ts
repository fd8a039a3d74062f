import type { FastifyInstance } from 'fastify'
import type { SiteConfig } from '@portal/schema/site-config'
import type { Db } from './db/client.ts'
import type { RateLimits } from './plugins/rate-limit.ts'
import { registerFormPages } from './plugins/form-pages.ts'
import type { PageRenderer } from './plugins/page-render.ts'
import type { ErrorReporter } from './error-reporting/sentry-reporter.ts'
import {
  catalogueRoutes,
  createCatalogueStore,
} from './modules/catalogue/index.ts'
import {
  apiEntryRoutes,
  createApiEntryService,
  createApiEntryStore,
} from './modules/api-entries/index.ts'
import { CHANGE_CHANNELS, type ChangeFeed } from './db/change-feed.ts'
import {
  createTestUserService,
  createTestUserStore,
  testUserRoutes,
} from './modules/console-test-users/index.ts'
import {
  careRoutes,
  createCareService,
  createCareStore,
} from './modules/credential-care/index.ts'
import { clientErrorRoutes } from './modules/client-errors/index.ts'
import {
  createDocsStore,
  createServedSpecs,
  docsDownloadRoutes,
  docsRoutes,
} from './modules/docs/index.ts'
import { createHealthStore, healthRoutes } from './modules/health/index.ts'
import {
  logoUploadRoutes,
  type LogoStorage,
} from './modules/logo-upload/index.ts'
import { createNewsStore, newsRoutes } from './modules/news/index.ts'
import { mailboxRoutes } from './modules/outbox/index.ts'
import {
  createProductionRequestService,
  createProductionRequestStore,
  productionRequestRoutes,
  statusUrl,
} from './modules/production-requests/index.ts'
import {
  createSignupService,
  signupPageRoutes,
  createSignupStore,
  signupRoutes,
  type CredentialProvider,
} from './modules/sandbox-signup/index.ts'
import { platformApiRoutes } from './modules/platform-api/index.ts'
import { registerProductionReview } from './modules/production-review/index.ts'
import { registerRestrictedAccess } from './modules/restricted-access/index.ts'
import { registerSupportDesk } from './modules/support-desk/index.ts'
import {
  createReleaseNotesAnnouncer,
  createReleaseNotesStore,
  createSubscriptionService,
  subscriptionRoutes,
  type OnReleaseNotesChange,
} from './modules/release-notes/index.ts'
import { siteConfigRoutes } from './modules/site-config/index.ts'
import { registerDeprecationNotices } from './modules/deprecation-notices/index.ts'
import {
  createAuditStore,
  createRequireStaff,
  createSignInService,
  createStaffAdminService,
  createStaffStore,
  sessionRoutes,
  signInRoutes,
  staffAdminRoutes,
  type RelyingParty,
} from './modules/staff-auth/index.ts'
import {
  createPublishingService,
  createPublishingStore,
  specRoutes,
  type SpecCheckPool,
} from './modules/spec-publishing/index.ts'
import { consoleCallbackUri } from './staff-sign-in.ts'
import {
  compareRoutes,
  type CompareService,
} from './modules/version-compare/index.ts'
import {
  contactPageRoutes,
  createSupportService,
  createSupportStore,
  supportRoutes,
} from './modules/support/index.ts'
import {
  overviewRoutes,
  type OverviewService,
} from './modules/console-overview/index.ts'
import { registerDeveloperAccounts } from './modules/developer-accounts/index.ts'
import { registerDeveloperTeams } from './modules/developer-teams/index.ts'

import { appRoutes, createAppService } from './modules/developer-apps/index.ts'
import {
  createTestDataStore,
  testDataRoutes,
} from './modules/test-data/index.ts'

/** What the API's modules are built from, already resolved by `buildApp` (defaults applied). */
interface ApiRoutesDeps {
  db: Db
  apiPrefix: string
  now: () => number
  siteConfig: SiteConfig
  limits: RateLimits
  credentialProvider: CredentialProvider
  secrets: { credentialHash: string; testDataLink: string }
  publicOrigin: string
  supportEmail: string
  logoStorage: LogoStorage
  errorReporter?: ErrorReporter | undefined
  /** The local mailbox folder; null when mail goes out by SMTP (no /v0/dev/mailbox then). */
  mailboxDir: string | null
  /** True once the server is shutting down: readiness fails (R-OPS-SHUTDOWN). */
  isShuttingDown: () => boolean
  /** The console's sign-in: the relying party (null: none configured), allowed domains. */
  staff: {
    relyingParty: RelyingParty | null
    emailDomains: string[]
    secureCookies: boolean
  }
  /** Tells this instance's caches that credential rows changed (R-REVOKE-AT-ONCE). */
  credentialsChanged: () => void
  /** The console overview's figures (shared with the metrics). */
  overview: OverviewService
  /** The change feed: the catalogue caches forget on any instance's change (R-ENTRY-LIVE). */
  changes: ChangeFeed
  /**
   * The release-notes seam (R-ENTRY-RELEASE-NOTES-SEAM): called in the transaction of each change
   * of an API's release notes, by the entry editor and by a spec publication. Unset: the
   * release-notes module's announcer (R-NOTES-ANNOUNCE).
   */
  onReleaseNotesChange?: OnReleaseNotesChange | undefined
  /** Tells this instance's gateway that a spec was published or rolled back (R-SPEC-LIVE). */
  specsChanged: () => void
  /** Checks uploaded documents off the event loop (R-SPEC-POOL). */
  specCheckPool: SpecCheckPool
  /** The public compare of two documented versions (R-COMPARE-*), shared with its markdown twin. */
  versionCompare: CompareService
  /** Test-only: the test clock's listener (the deprecation reminders fall due when it moves). */
  onClockMoved?: ((listener: () => void) => void) | undefined
  /** The page renderer, once made (after the routes): answers the forms posted to pages. */
  pages: () => PageRenderer | null
}

/**
 * The API's resources under the API prefix: each module's store and service built and its routes
 * registered. Kept apart from `app.ts`, which wires the cross-cutting plugins, hooks, the sandbox
 * and the page shell around them, so each file reads as one concern (and stays under 300 lines).
 */
export async function registerApiRoutes(
  app: FastifyInstance,
  deps: ApiRoutesDeps,
): Promise<void> {
  const { apiPrefix, now, siteConfig, limits, credentialProvider } = deps
  const { supportEmail, logoStorage } = deps
  // One handler of the one event, built once: a change of an API's release notes, from the entry
  // editor or a spec publication, reaches the feeds and, once, each subscriber.
  const onReleaseNotesChange =
    deps.onReleaseNotesChange ??
    createReleaseNotesAnnouncer({
      linkSecret: deps.secrets.testDataLink,
      publicOrigin: deps.publicOrigin,
      apiPrefix,
    }).announceReleaseNotes
  // The signup and the contact form are also posted to their pages, without JavaScript.
  const signupService = createSignupService({
    store: createSignupStore(deps.db, siteConfig.flags),
    credentialProvider,
    testDataLinkSecret: deps.secrets.testDataLink,
    publicOrigin: deps.publicOrigin,
  })
  const supportService = createSupportService({
    store: createSupportStore(deps.db),
    supportEmail,
  })
  // R-SSR-FORM-POST: the same services, limits and checks, answered with the page.
  await registerFormPages(app, deps.pages, async (context) => {
    await context.register(contactPageRoutes, {
      service: supportService,
      limits,
      pages: deps.pages,
    })
    await context.register(signupPageRoutes, {
      service: signupService,
      limits,
      pages: deps.pages,
    })
  })
  await app.register(
    async (api) => {
      await api.register(catalogueRoutes, {
        store: createCatalogueStore(deps.db),
        now,
        sandboxBaseUrl: siteConfig.sandboxBaseUrl,
        listen: deps.changes.listen,
      })
      await api.register(healthRoutes, {
        store: createHealthStore(deps.db),
        isShuttingDown: deps.isShuttingDown,
      })
      const docsStore = createDocsStore(deps.db)
      const specs = createServedSpecs(docsStore, siteConfig.sandboxBaseUrl, {
        now,
        flags: siteConfig.flags,
      })
      await api.register(docsRoutes, { store: docsStore, specs, apiPrefix })
      await api.register(docsDownloadRoutes, { specs })
      await api.register(compareRoutes, { service: deps.versionCompare })
      await api.register(signupRoutes, { service: signupService, limits })
      const careService = createCareService({
        store: createCareStore(deps.db),
        credentialProvider,
        linkSecret: deps.secrets.testDataLink,
        publicOrigin: deps.publicOrigin,
        now,
        credentialsChanged: deps.credentialsChanged,
      })
      await api.register(careRoutes, { service: careService, limits })
      await api.register(testDataRoutes, {
        store: createTestDataStore(deps.db),
        linkSecret: deps.secrets.testDataLink,
        now,
      })
      await api.register(supportRoutes, { service: supportService, limits })
      const productionRequestService = createProductionRequestService({
        store: createProductionRequestStore(deps.db, siteConfig.flags),
        supportEmail,
        now,
        statusUrlOf: (id) =>
          statusUrl(deps.publicOrigin, deps.secrets.testDataLink, id),
      })
      await api.register(productionRequestRoutes, {
        service: productionRequestService,
        limits,
      })
      await api.register(logoUploadRoutes, {
        storage: logoStorage,
        publicApiBase: `${deps.publicOrigin}${apiPrefix}`,
        apiPrefix,
        now,
        limits,
      })
      const subscriptions = createSubscriptionService({
        store: createReleaseNotesStore(deps.db),
        linkSecret: deps.secrets.testDataLink,
        publicOrigin: deps.publicOrigin,
        now,
        flags: siteConfig.flags,
      })
      await api.register(subscriptionRoutes, {
        service: subscriptions,
        limits,
      })
      await api.register(newsRoutes, { store: createNewsStore(deps.db) })
      await api.register(siteConfigRoutes, { siteConfig })
      await api.register(clientErrorRoutes, {
        errorReporter: deps.errorReporter,
        publicOrigin: deps.publicOrigin,
        limits,
      })
      // The department's console (issue 28): every console route takes `requireStaff` from here.
      const staffStore = createStaffStore(deps.db)
      const requireStaff = createRequireStaff(staffStore, now)
      await api.register(sessionRoutes, { requireStaff })
      await api.register(signInRoutes, {
        service: createSignInService({
          store: staffStore,
          relyingParty: deps.staff.relyingParty,
          emailDomains: deps.staff.emailDomains,
          now,
          onProviderError: (error, what) => app.log.warn({ err: error }, what),
        }),
        limits,
        apiPrefix,
        redirectUri: consoleCallbackUri(deps.publicOrigin, apiPrefix),
        secureCookies: deps.staff.secureCookies,
      })
      await api.register(staffAdminRoutes, {
        service: createStaffAdminService({
          store: staffStore,
          emailDomains: deps.staff.emailDomains,
          now,
        }),
        auditStore: createAuditStore(deps.db),
        requireStaff,
        limits,
        now,
      })
      // Before the entry editor: a published deprecation is recorded in the entry's transaction.
      const deprecations = await registerDeprecationNotices(api, {
        db: deps.db,
        now,
        publicOrigin: deps.publicOrigin,
        apiPrefix,
        requireStaff,
        limits,
        changes: deps.changes,
        onClockMoved: deps.onClockMoved,
      })
      await api.register(apiEntryRoutes, {
        service: createApiEntryService({
          db: deps.db,
          store: createApiEntryStore(deps.db),
          apiPrefix,
          catalogueChanged: () =>
            deps.changes.announce(CHANGE_CHANNELS.catalogue),
          onReleaseNotesChange,
          onDeprecationChange: deprecations.onDeprecationChange,
        }),
        requireStaff,
        limits,
      })
      await api.register(testUserRoutes, {
        service: createTestUserService({
          db: deps.db,
          store: createTestUserStore(deps.db),
          // The sign-in and the gateway forget test users on the catalogue channel.
          testUsersChanged: () =>
            deps.changes.announce(CHANGE_CHANNELS.catalogue),
        }),
        requireStaff,
        limits,
      })
      const publishingStore = createPublishingStore(deps.db)
      await api.register(specRoutes, {
        service: createPublishingService({
          store: publishingStore,
          now,
          specsChanged: deps.specsChanged,
          announceReleaseNotes: onReleaseNotesChange,
          runCheck: deps.specCheckPool.run,
        }),
        store: publishingStore,
        requireStaff,
      })
      await api.register(platformApiRoutes, { apiPrefix })
      await registerProductionReview(api, {
        db: deps.db,
        now,
        limits,
        requireStaff,
        publicOrigin: deps.publicOrigin,
        linkSecret: deps.secrets.testDataLink,
        supportEmail,
      })
      await registerRestrictedAccess(api, {
        db: deps.db,
        now,
        limits,
        requireStaff,
        signup: signupService,
        publicOrigin: deps.publicOrigin,
        linkSecret: deps.secrets.testDataLink,
        credentialsChanged: deps.credentialsChanged,
      })
      await registerSupportDesk(api, {
        db: deps.db,
        now,
        requireStaff,
        supportEmail,
      })
      // Developer accounts (issue 37): the apps and teams routes take these guards.
      const accountGuards = await registerDeveloperAccounts(api, {
        db: deps.db,
        now,
        limits,
        apiPrefix,
        publicOrigin: deps.publicOrigin,
        secureCookies: deps.staff.secureCookies,
        linkSecret: deps.secrets.testDataLink,
        subscriptions,
      })
      await registerDeveloperTeams(api, {
        db: deps.db,
        now,
        limits,
        apiPrefix,
        publicOrigin: deps.publicOrigin,
        secureCookies: deps.staff.secureCookies,
        guards: accountGuards,
        credentialsChanged: deps.credentialsChanged,
      })
      await api.register(appRoutes, {
        service: createAppService({
          db: deps.db,
          care: careService,
          signup: signupService,
          productionRequests: productionRequestService,
          linkSecret: deps.secrets.testDataLink,
          now,
          credentialsChanged: deps.credentialsChanged,
        }),
        limits,
        ...accountGuards,
      })
      await api.register(overviewRoutes, {
        service: deps.overview,
        requireStaff,
      })
      if (deps.mailboxDir) {
        await api.register(mailboxRoutes, { dir: deps.mailboxDir })
      }
    },
    { prefix: apiPrefix },
  )
}
