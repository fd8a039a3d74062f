import type { ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { Navigate, useRoutes, type RouteObject } from 'react-router'
import { Layout } from './shell/layout.tsx'
import { ErrorPage } from './routes/error-page.tsx'
import { RouteError } from './routes/route-error.tsx'
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx'
import { catalogueFirst, page } from './route-pages.tsx'

/**
 * The route table, declarative (ADR 021: the data router's createRouter was 17 kB of gzip on
 * every first load). Pages are lazy chunks under the layout's Suspense and route error boundary,
 * so a page that fails still has its header and footer, and the error resets when the location
 * changes. The pages that show the catalogue prefetch it with the app's query client.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const prefetchedPage = <M,>(
    id: string,
    importer: () => Promise<M>,
    pick: (module: M) => ComponentType,
  ) => catalogueFirst(queryClient, page(id, importer, pick))
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        {
          index: true,
          element: prefetchedPage(
            'home-route',
            () => import('./routes/home-route.tsx'),
            (m) => m.HomeRoute,
          ),
        },
        {
          path: 'explore/:topics?',
          element: prefetchedPage(
            'explore-route',
            () => import('./routes/explore-route.tsx'),
            (m) => m.ExploreRoute,
          ),
        },
        {
          path: 'explore/api',
          element: <Navigate to="/explore" replace />,
        },
        {
          path: 'support/contact-us',
          element: page(
            'support-contact-route',
            () => import('./routes/support-contact-route.tsx'),
            (m) => m.SupportContactRoute,
          ),
        },
        {
          path: 'dev/mailbox',
          element: page(
            'dev-mailbox-route',
            () => import('./routes/dev-mailbox-route.tsx'),
            (m) => m.DevMailboxRoute,
          ),
        },
        {
          path: 'explore/api/:urlSlug',
          element: prefetchedPage(
            'api-area-route',
            () => import('./routes/api-area-route.tsx'),
            (m) => m.ApiAreaRoute,
          ),
          children: [
            {
              index: true,
              element: page(
                'api-overview-route',
                () => import('./routes/api-overview-route.tsx'),
                (m) => m.ApiOverviewRoute,
              ),
            },
            {
              path: 'docs',
              element: page(
                'api-docs-route',
                () => import('./routes/api-docs-route.tsx'),
                (m) => m.ApiDocsRoute,
              ),
            },
            {
              path: 'authorization-code',
              element: page(
                'api-auth-guide-route',
                () => import('./routes/api-auth-guide-route.tsx'),
                (m) => m.AuthorizationCodeRoute,
              ),
            },
            {
              path: 'client-credentials',
              element: page(
                'api-auth-guide-route',
                () => import('./routes/api-auth-guide-route.tsx'),
                (m) => m.ClientCredentialsRoute,
              ),
            },
            {
              path: 'release-notes',
              element: page(
                'api-release-notes-route',
                () => import('./routes/api-release-notes-route.tsx'),
                (m) => m.ApiReleaseNotesRoute,
              ),
            },
            {
              path: 'changes',
              element: page(
                'api-changes-route',
                () => import('./routes/api-changes-route.tsx'),
                (m) => m.ApiChangesRoute,
              ),
            },
            {
              path: 'test-users',
              element: page(
                'api-test-users-route',
                () => import('./routes/api-test-users-route.tsx'),
                (m) => m.ApiTestUsersRoute,
              ),
            },
            {
              path: 'test-users/:userId/:hash',
              element: page(
                'api-test-users-route',
                () => import('./routes/api-test-users-route.tsx'),
                (m) => m.ApiTestUsersRoute,
              ),
            },
            {
              path: 'sandbox-access',
              element: page(
                'api-sandbox-access-route',
                () => import('./routes/api-sandbox-access-route.tsx'),
                (m) => m.ApiSandboxAccessRoute,
              ),
            },
            { path: '*', element: <ErrorPage /> },
          ],
        },
        {
          path: 'about',
          element: page(
            'about-page',
            () => import('#web/features/site-content/about-page.tsx'),
            (m) => m.AboutPage,
          ),
        },
        {
          path: 'about/news',
          element: page(
            'news-page',
            () => import('#web/features/news/news-page.tsx'),
            (m) => m.NewsPage,
          ),
        },
        {
          path: 'production-access',
          element: page(
            'production-access-overview',
            () =>
              import('#web/features/production-access-guide/production-access-overview.tsx'),
            (m) => m.ProductionAccessOverview,
          ),
        },
        {
          path: 'production-access/request-prod-access',
          element: page(
            'request-production-access',
            () =>
              import('#web/features/production-access-guide/request-production-access.tsx'),
            (m) => m.RequestProductionAccess,
          ),
        },
        {
          path: 'production-access/production-access-application',
          element: prefetchedPage(
            'production-request-route',
            () => import('./routes/production-request-route.tsx'),
            (m) => m.ProductionRequestRoute,
          ),
        },
        {
          path: 'subscriptions/release-notes/confirm/:subscriptionId/:hash',
          element: page(
            'confirm-subscription-page',
            () =>
              import('#web/features/release-notes-subscriptions/subscription-link-pages.tsx'),
            (m) => m.ConfirmSubscriptionPage,
          ),
        },
        {
          path: 'subscriptions/release-notes/unsubscribe/:subscriptionId/:hash',
          element: page(
            'unsubscribe-page',
            () =>
              import('#web/features/release-notes-subscriptions/subscription-link-pages.tsx'),
            (m) => m.UnsubscribePage,
          ),
        },
        {
          path: 'deprecation-notices/unsubscribe/:noticeId',
          element: page(
            'deprecation-unsubscribe-page',
            () =>
              import('#web/features/deprecation-notices/deprecation-unsubscribe-page.tsx'),
            (m) => m.DeprecationUnsubscribePage,
          ),
        },
        {
          path: 'production-access/status/:id/:signature',
          element: page(
            'production-request-status-page',
            () =>
              import('#web/features/production-request-status/production-request-status-page.tsx'),
            (m) => m.ProductionRequestStatusPage,
          ),
        },
        {
          path: 'restricted-access/status/:id/:signature',
          element: page(
            'restricted-access-status-route',
            () => import('./routes/restricted-access-status-route.tsx'),
            (m) => m.RestrictedAccessStatusRoute,
          ),
        },
        {
          path: 'production-access/prepare-for-and-complete-a-demo',
          element: page(
            'prepare-demo',
            () =>
              import('#web/features/production-access-guide/prepare-demo.tsx'),
            (m) => m.PrepareDemo,
          ),
        },
        {
          path: 'production-access/working-with-va-apis',
          element: page(
            'working-with-va-apis',
            () =>
              import('#web/features/production-access-guide/working-with-va-apis.tsx'),
            (m) => m.WorkingWithVaApis,
          ),
        },
        {
          path: 'platform-api/docs',
          element: page(
            'platform-api-docs-route',
            () => import('./routes/platform-api-docs-route.tsx'),
            (m) => m.PlatformApiDocsRoute,
          ),
        },
        {
          path: 'support',
          element: page(
            'support-overview',
            () => import('#web/features/site-content/support-overview.tsx'),
            (m) => m.SupportOverview,
          ),
        },
        {
          path: 'support/faq',
          element: page(
            'faq-page',
            () => import('#web/features/site-content/faq-page.tsx'),
            (m) => m.FaqPage,
          ),
        },
        {
          path: 'terms-of-service',
          element: page(
            'terms-of-service',
            () => import('#web/features/site-content/terms-of-service.tsx'),
            (m) => m.TermsOfService,
          ),
        },
        {
          path: 'api-publishing',
          element: page(
            'publishing-overview',
            () =>
              import('#web/features/api-publishing/publishing-overview.tsx'),
            (m) => m.PublishingOverview,
          ),
        },
        {
          path: 'api-publishing/process',
          element: page(
            'publishing-process',
            () => import('#web/features/api-publishing/publishing-process.tsx'),
            (m) => m.PublishingProcess,
          ),
        },
        {
          path: 'sandbox-credentials/:userId?/:hash?',
          element: page(
            'credential-care-page',
            () =>
              import('#web/features/credential-care/credential-care-page.tsx'),
            (m) => m.CredentialCarePage,
          ),
        },
        {
          path: 'sandbox-sign-in/manage',
          element: page(
            'sandbox-manage-page',
            () =>
              import('#web/features/sandbox-sign-in/sandbox-manage-page.tsx'),
            (m) => m.SandboxManagePage,
          ),
        },
        {
          path: 'sandbox-sign-in/:uid',
          element: page(
            'sandbox-sign-in-page',
            () =>
              import('#web/features/sandbox-sign-in/sandbox-sign-in-page.tsx'),
            (m) => m.SandboxSignInPage,
          ),
        },
        {
          path: 'account/sign-in',
          element: page(
            'account-sign-in-page',
            () =>
              import('#web/features/account-sign-in/account-sign-in-page.tsx'),
            (m) => m.AccountSignInPage,
          ),
        },
        {
          path: 'account/invitation',
          element: page(
            'account-invitation-page',
            () => import('#web/features/account-team/invitation-page.tsx'),
            (m) => m.InvitationPage,
          ),
        },
        {
          path: 'account/deleted',
          element: page(
            'account-deleted-page',
            () => import('#web/features/account-team/account-deleted-page.tsx'),
            (m) => m.AccountDeletedPage,
          ),
        },
        {
          // Developer accounts (issue 37): private, client-rendered, never indexed.
          path: 'account',
          element: page(
            'account-layout',
            () => import('#web/account/account-layout.tsx'),
            (m) => m.AccountLayout,
          ),
          children: [
            {
              index: true,
              element: page(
                'account-overview-page',
                () =>
                  import('#web/features/account-home/account-overview-page.tsx'),
                (m) => m.AccountOverviewPage,
              ),
            },
            {
              path: 'profile',
              element: page(
                'account-profile-page',
                () => import('#web/features/account-home/profile-page.tsx'),
                (m) => m.ProfilePage,
              ),
            },
            {
              path: 'security',
              element: page(
                'account-security-page',
                () =>
                  import('#web/features/account-security/security-page.tsx'),
                (m) => m.SecurityPage,
              ),
            },
            {
              path: 'apps',
              element: page(
                'account-apps-page',
                () => import('#web/features/account-apps/apps-page.tsx'),
                (m) => m.AppsPage,
              ),
            },
            {
              path: 'apps/:id',
              element: page(
                'account-app-page',
                () => import('./routes/account-app-route.tsx'),
                (m) => m.AccountAppRoute,
              ),
            },
            {
              path: 'apps/:id/add-api',
              element: page(
                'account-app-add-api-page',
                () => import('./routes/account-app-add-api-route.tsx'),
                (m) => m.AccountAppAddApiRoute,
              ),
            },
            {
              path: 'apps/:id/production-access',
              element: page(
                'account-app-production-page',
                () => import('./routes/account-app-production-route.tsx'),
                (m) => m.AccountAppProductionRoute,
              ),
            },
            {
              path: 'team',
              element: page(
                'account-team-page',
                () => import('#web/features/account-team/team-page.tsx'),
                (m) => m.TeamPage,
              ),
            },
            {
              path: 'delete',
              element: page(
                'account-delete-page',
                () =>
                  import('#web/features/account-team/delete-account-page.tsx'),
                (m) => m.DeleteAccountPage,
              ),
            },
            {
              path: 'apps/:id/delete',
              element: page(
                'account-app-delete-page',
                () => import('#web/features/account-apps/delete-app-page.tsx'),
                (m) => m.DeleteAppPage,
              ),
            },
          ],
        },
        {
          path: 'console/sign-in',
          element: page(
            'console-sign-in-page',
            () => import('#web/console/console-sign-in-page.tsx'),
            (m) => m.ConsoleSignInPage,
          ),
        },
        {
          // The department's console (issue 28): staff only, its own chunks, never indexed.
          path: 'console',
          element: page(
            'console-layout',
            () => import('#web/console/console-layout.tsx'),
            (m) => m.ConsoleLayout,
          ),
          children: [
            {
              index: true,
              element: page(
                'console-home',
                () => import('#web/console/console-home.tsx'),
                (m) => m.ConsoleHome,
              ),
            },
            {
              path: 'overview',
              element: page(
                'console-overview-page',
                () =>
                  import('#web/features/console-overview/overview-page.tsx'),
                (m) => m.OverviewPage,
              ),
            },
            {
              path: 'reviews',
              element: page(
                'console-review-queue-page',
                () =>
                  import('#web/features/console-review/review-queue-page.tsx'),
                (m) => m.ReviewQueuePage,
              ),
            },
            {
              path: 'restricted-access',
              element: page(
                'console-restricted-queue-page',
                () =>
                  import('#web/features/console-restricted-access/restricted-queue-page.tsx'),
                (m) => m.RestrictedQueuePage,
              ),
            },
            {
              path: 'restricted-access/:id',
              element: page(
                'console-restricted-request-page',
                () =>
                  import('#web/features/console-restricted-access/restricted-request-page.tsx'),
                (m) => m.RestrictedRequestPage,
              ),
            },
            {
              path: 'reviews/:id',
              element: page(
                'console-review-request-page',
                () =>
                  import('#web/features/console-review/review-request-page.tsx'),
                (m) => m.ReviewRequestPage,
              ),
            },
            {
              path: 'support',
              element: page(
                'console-support-queue-page',
                () =>
                  import('#web/features/console-support/support-queue-page.tsx'),
                (m) => m.SupportQueuePage,
              ),
            },
            {
              path: 'support/:id',
              element: page(
                'console-support-request-page',
                () =>
                  import('#web/features/console-support/support-request-page.tsx'),
                (m) => m.SupportRequestPage,
              ),
            },
            {
              path: 'publishing-requests',
              element: page(
                'console-publishing-queue-page',
                () =>
                  import('#web/features/console-support/support-queue-page.tsx'),
                (m) => m.PublishingQueuePage,
              ),
            },
            {
              path: 'publishing-requests/:id',
              element: page(
                'console-publishing-request-page',
                () =>
                  import('#web/features/console-support/support-request-page.tsx'),
                (m) => m.PublishingRequestPage,
              ),
            },
            {
              path: 'api-entries',
              element: page(
                'console-api-entries-page',
                () =>
                  import('#web/features/console-api-entries/api-entries-page.tsx'),
                (m) => m.ApiEntriesPage,
              ),
            },
            {
              path: 'api-entries/new',
              element: page(
                'console-new-api-entry-page',
                () =>
                  import('#web/features/console-api-entries/new-api-entry-page.tsx'),
                (m) => m.NewApiEntryPage,
              ),
            },
            {
              path: 'api-entries/:id',
              element: page(
                'console-edit-api-entry-page',
                () =>
                  import('#web/features/console-api-entries/edit-api-entry-page.tsx'),
                (m) => m.EditApiEntryPage,
              ),
            },
            {
              path: 'api-entries/:id/test-users',
              element: page(
                'console-test-users-page',
                () =>
                  import('#web/features/console-test-users/test-users-page.tsx'),
                (m) => m.TestUsersPage,
              ),
            },
            {
              path: 'api-entries/:id/history',
              element: page(
                'console-api-entry-history-page',
                () =>
                  import('#web/features/console-api-entries/api-entry-history-page.tsx'),
                (m) => m.ApiEntryHistoryPage,
              ),
            },
            {
              path: 'staff',
              element: page(
                'console-staff-page',
                () => import('#web/features/console-admin/staff-page.tsx'),
                (m) => m.StaffPage,
              ),
            },
            {
              path: 'staff/new',
              element: page(
                'console-add-staff-page',
                () => import('#web/features/console-admin/add-staff-page.tsx'),
                (m) => m.AddStaffPage,
              ),
            },
            {
              path: 'staff/:id',
              element: page(
                'console-staff-member-page',
                () =>
                  import('#web/features/console-admin/staff-member-page.tsx'),
                (m) => m.StaffMemberPage,
              ),
            },
            {
              path: 'audit',
              element: page(
                'console-audit-page',
                () => import('#web/features/console-admin/audit-page.tsx'),
                (m) => m.AuditPage,
              ),
            },
            {
              path: 'api-specs',
              element: page(
                'console-api-specs-list-page',
                () =>
                  import('#web/features/console-specs/api-specs-list-page.tsx'),
                (m) => m.ApiSpecsListPage,
              ),
            },
            {
              path: 'apis/:apiId/specs',
              element: page(
                'console-api-specs-page',
                () => import('#web/features/console-specs/api-specs-page.tsx'),
                (m) => m.ApiSpecsPage,
              ),
            },
            { path: '*', element: <ErrorPage /> },
          ],
        },
        {
          path: 'explore/terms-of-service',
          element: <Navigate to="/terms-of-service" replace />,
        },
        {
          // Its own chunk: the legacy address table is needed only when no route matches (R-PERF-SHELL).
          path: '*',
          element: prefetchedPage(
            'not-found-route',
            () => import('./routes/not-found-route.tsx'),
            (m) => m.NotFoundRoute,
          ),
        },
      ],
    },
  ]
}

/** The app's pages for the router around it (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  // Errors of the layout itself: the page frame again, with the error page.
  return (
    <RouteErrorBoundary
      fallback={(error) => (
        <Layout>
          <RouteError error={error} />
        </Layout>
      )}
    >
      {useRoutes(routes)}
    </RouteErrorBoundary>
  )
}
