import type { QueryClient } from '@tanstack/react-query'
import { Navigate, type RouteObject } from 'react-router'
import { catalogueQueries } from '#web/catalogue/catalogue-queries.ts'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { Layout } from './shell/layout.tsx'
import { ErrorPage } from './routes/error-page.tsx'
import { RouteError } from './routes/route-error.tsx'
import { NotFoundRoute } from './routes/not-found-route.tsx'
import { lazyPage } from './load-chunk.ts'

/**
 * A loader that starts the catalogue request alongside the route's chunk instead of after it has
 * rendered, and never waits for it: the page reads it through Query as before (ADR 018,
 * R-PERF-DATA-EARLY). On a first visit the request takes the answer the page shell preloaded.
 */
function prefetchCatalogue(queryClient: QueryClient) {
  return {
    loader: () => {
      void queryClient.prefetchQuery(catalogueQueries.all())
      return null
    },
    // Only on entering the page: a filter change on explore stays a synchronous URL update.
    shouldRevalidate: () => false,
  }
}

/**
 * The route table. Pages are lazy chunks; the error boundary sits inside the layout so a page
 * that fails still has its header and footer, and it resets when the location changes. The pages
 * that show the catalogue prefetch it with the app's query client.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const prefetch = prefetchCatalogue(queryClient)
  return [
    {
      path: '/',
      element: <Layout />,
      // Shown while the first page's lazy chunk loads.
      hydrateFallbackElement: (
        <Layout>
          <div className="grid-container page-content">
            <LoadingIndicator label="Loading page" />
          </div>
        </Layout>
      ),
      errorElement: (
        <Layout>
          <RouteError />
        </Layout>
      ),
      children: [
        {
          id: 'pages',
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              ...prefetch,
              lazy: lazyPage(
                'home-route',
                () => import('./routes/home-route.tsx'),
                (m) => m.HomeRoute,
              ),
            },
            {
              path: 'explore/:topics?',
              ...prefetch,
              lazy: lazyPage(
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
              lazy: lazyPage(
                'support-contact-route',
                () => import('./routes/support-contact-route.tsx'),
                (m) => m.SupportContactRoute,
              ),
            },
            {
              path: 'dev/mailbox',
              lazy: lazyPage(
                'dev-mailbox-route',
                () => import('./routes/dev-mailbox-route.tsx'),
                (m) => m.DevMailboxRoute,
              ),
            },
            {
              path: 'explore/api/:urlSlug',
              ...prefetch,
              lazy: lazyPage(
                'api-area-route',
                () => import('./routes/api-area-route.tsx'),
                (m) => m.ApiAreaRoute,
              ),
              children: [
                {
                  index: true,
                  lazy: lazyPage(
                    'api-overview-route',
                    () => import('./routes/api-overview-route.tsx'),
                    (m) => m.ApiOverviewRoute,
                  ),
                },
                {
                  path: 'docs',
                  lazy: lazyPage(
                    'api-docs-route',
                    () => import('./routes/api-docs-route.tsx'),
                    (m) => m.ApiDocsRoute,
                  ),
                },
                {
                  path: 'authorization-code',
                  lazy: lazyPage(
                    'api-auth-guide-route',
                    () => import('./routes/api-auth-guide-route.tsx'),
                    (m) => m.AuthorizationCodeRoute,
                  ),
                },
                {
                  path: 'client-credentials',
                  lazy: lazyPage(
                    'api-auth-guide-route',
                    () => import('./routes/api-auth-guide-route.tsx'),
                    (m) => m.ClientCredentialsRoute,
                  ),
                },
                {
                  path: 'release-notes',
                  lazy: lazyPage(
                    'api-release-notes-route',
                    () => import('./routes/api-release-notes-route.tsx'),
                    (m) => m.ApiReleaseNotesRoute,
                  ),
                },
                {
                  path: 'test-users',
                  lazy: lazyPage(
                    'api-test-users-route',
                    () => import('./routes/api-test-users-route.tsx'),
                    (m) => m.ApiTestUsersRoute,
                  ),
                },
                {
                  path: 'test-users/:userId/:hash',
                  lazy: lazyPage(
                    'api-test-users-route',
                    () => import('./routes/api-test-users-route.tsx'),
                    (m) => m.ApiTestUsersRoute,
                  ),
                },
                {
                  path: 'sandbox-access',
                  lazy: lazyPage(
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
              lazy: lazyPage(
                'about-page',
                () => import('#web/features/site-content/about-page.tsx'),
                (m) => m.AboutPage,
              ),
            },
            {
              path: 'about/news',
              lazy: lazyPage(
                'news-page',
                () => import('#web/features/news/news-page.tsx'),
                (m) => m.NewsPage,
              ),
            },
            {
              path: 'production-access',
              lazy: lazyPage(
                'production-access-overview',
                () =>
                  import('#web/features/production-access-guide/production-access-overview.tsx'),
                (m) => m.ProductionAccessOverview,
              ),
            },
            {
              path: 'production-access/request-prod-access',
              lazy: lazyPage(
                'request-production-access',
                () =>
                  import('#web/features/production-access-guide/request-production-access.tsx'),
                (m) => m.RequestProductionAccess,
              ),
            },
            {
              path: 'production-access/production-access-application',
              ...prefetch,
              lazy: lazyPage(
                'production-request-route',
                () => import('./routes/production-request-route.tsx'),
                (m) => m.ProductionRequestRoute,
              ),
            },
            {
              path: 'production-access/prepare-for-and-complete-a-demo',
              lazy: lazyPage(
                'prepare-demo',
                () =>
                  import('#web/features/production-access-guide/prepare-demo.tsx'),
                (m) => m.PrepareDemo,
              ),
            },
            {
              path: 'production-access/working-with-va-apis',
              lazy: lazyPage(
                'working-with-va-apis',
                () =>
                  import('#web/features/production-access-guide/working-with-va-apis.tsx'),
                (m) => m.WorkingWithVaApis,
              ),
            },
            {
              path: 'sandbox-credentials/:userId?/:hash?',
              lazy: lazyPage(
                'credential-care-page',
                () =>
                  import('#web/features/credential-care/credential-care-page.tsx'),
                (m) => m.CredentialCarePage,
              ),
            },
            {
              path: 'support',
              lazy: lazyPage(
                'support-overview',
                () => import('#web/features/site-content/support-overview.tsx'),
                (m) => m.SupportOverview,
              ),
            },
            {
              path: 'support/faq',
              lazy: lazyPage(
                'faq-page',
                () => import('#web/features/site-content/faq-page.tsx'),
                (m) => m.FaqPage,
              ),
            },
            {
              path: 'terms-of-service',
              lazy: lazyPage(
                'terms-of-service',
                () => import('#web/features/site-content/terms-of-service.tsx'),
                (m) => m.TermsOfService,
              ),
            },
            {
              path: 'api-publishing',
              lazy: lazyPage(
                'publishing-overview',
                () =>
                  import('#web/features/api-publishing/publishing-overview.tsx'),
                (m) => m.PublishingOverview,
              ),
            },
            {
              path: 'api-publishing/process',
              lazy: lazyPage(
                'publishing-process',
                () =>
                  import('#web/features/api-publishing/publishing-process.tsx'),
                (m) => m.PublishingProcess,
              ),
            },
            {
              path: 'sandbox-sign-in/manage',
              lazy: lazyPage(
                'sandbox-manage-page',
                () =>
                  import('#web/features/sandbox-sign-in/sandbox-manage-page.tsx'),
                (m) => m.SandboxManagePage,
              ),
            },
            {
              path: 'sandbox-sign-in/:uid',
              lazy: lazyPage(
                'sandbox-sign-in-page',
                () =>
                  import('#web/features/sandbox-sign-in/sandbox-sign-in-page.tsx'),
                (m) => m.SandboxSignInPage,
              ),
            },
            {
              path: 'explore/terms-of-service',
              element: <Navigate to="/terms-of-service" replace />,
            },
            { path: '*', ...prefetch, element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ]
}
