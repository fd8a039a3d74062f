import { Navigate, type RouteObject } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { Layout } from './shell/layout.tsx'
import { ErrorPage } from './routes/error-page.tsx'
import { RouteError } from './routes/route-error.tsx'
import { NotFoundRoute } from './routes/not-found-route.tsx'

/**
 * The route table. Pages are lazy chunks; the error boundary sits inside the layout so a page
 * that fails still has its header and footer, and it resets when the location changes.
 */
export const routes: RouteObject[] = [
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
            lazy: async () => ({
              Component: (await import('./routes/home-route.tsx')).HomeRoute,
            }),
          },
          {
            path: 'explore/:topics?',
            lazy: async () => ({
              Component: (await import('./routes/explore-route.tsx'))
                .ExploreRoute,
            }),
          },
          { path: 'explore/api', element: <Navigate to="/explore" replace /> },
          {
            path: 'support/contact-us',
            lazy: async () => ({
              Component: (await import('./routes/support-contact-route.tsx'))
                .SupportContactRoute,
            }),
          },
          {
            path: 'dev/mailbox',
            lazy: async () => ({
              Component: (await import('./routes/dev-mailbox-route.tsx'))
                .DevMailboxRoute,
            }),
          },
          {
            path: 'explore/api/:urlSlug',
            lazy: async () => ({
              Component: (await import('./routes/api-area-route.tsx'))
                .ApiAreaRoute,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./routes/api-overview-route.tsx'))
                    .ApiOverviewRoute,
                }),
              },
              {
                path: 'docs',
                lazy: async () => ({
                  Component: (await import('./routes/api-docs-route.tsx'))
                    .ApiDocsRoute,
                }),
              },
              {
                path: 'authorization-code',
                lazy: async () => ({
                  Component: (await import('./routes/api-auth-guide-route.tsx'))
                    .AuthorizationCodeRoute,
                }),
              },
              {
                path: 'client-credentials',
                lazy: async () => ({
                  Component: (await import('./routes/api-auth-guide-route.tsx'))
                    .ClientCredentialsRoute,
                }),
              },
              {
                path: 'release-notes',
                lazy: async () => ({
                  Component: (
                    await import('./routes/api-release-notes-route.tsx')
                  ).ApiReleaseNotesRoute,
                }),
              },
              {
                path: 'test-users',
                lazy: async () => ({
                  Component: (await import('./routes/api-test-users-route.tsx'))
                    .ApiTestUsersRoute,
                }),
              },
              {
                path: 'test-users/:userId/:hash',
                lazy: async () => ({
                  Component: (await import('./routes/api-test-users-route.tsx'))
                    .ApiTestUsersRoute,
                }),
              },
              {
                path: 'sandbox-access',
                lazy: async () => ({
                  Component: (
                    await import('./routes/api-sandbox-access-route.tsx')
                  ).ApiSandboxAccessRoute,
                }),
              },
              { path: '*', element: <ErrorPage /> },
            ],
          },
          {
            path: 'explore/terms-of-service',
            element: <Navigate to="/terms-of-service" replace />,
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]
