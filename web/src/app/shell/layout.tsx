import { Suspense, useEffect, type ReactNode } from 'react'
import { Outlet } from 'react-router'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { RouteError } from '../routes/route-error.tsx'
import { RouteErrorBoundary } from '../routes/route-error-boundary.tsx'
import { FeedbackTab } from './feedback-tab.tsx'
import { GovBanner } from './gov-banner.tsx'
import { SiteFooter } from './site-footer.tsx'
import { NAV_REGION_ID, SiteHeader } from './site-header.tsx'
import { TestingNotice } from './testing-notice.tsx'
import { useHashFocus } from './use-hash-focus.ts'
import { useScrollRestoration } from './use-scroll-restoration.ts'
import { markStarted } from '../startup.ts'

/** Props of Layout. */
export interface LayoutProps {
  /** Shown instead of the matched route, for errors raised by the layout itself. */
  children?: ReactNode
}

/** What the main landmark shows while a page's chunk loads (R-PERF-CLS: it holds the height). */
function PageLoading() {
  return (
    <div className="grid-container page-content">
      <LoadingIndicator label="Loading page" />
    </div>
  )
}

/**
 * The frame of every page: skip links, banners, header, main landmark, footer, feedback tab. The
 * page inside has the route error boundary and waits for its lazy chunk in a Suspense boundary.
 */
export function Layout({ children }: LayoutProps) {
  useHashFocus()
  useScrollRestoration()
  useEffect(markStarted, [])
  return (
    <>
      <a className="usa-skipnav" href="#main">
        Skip to main content
      </a>
      <a className="usa-skipnav" href={`#${NAV_REGION_ID}`}>
        Skip to navigation
      </a>
      <GovBanner />
      <TestingNotice />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        {children ?? (
          <RouteErrorBoundary
            fallback={(error) => <RouteError error={error} />}
          >
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </main>
      <FeedbackTab />
      <SiteFooter />
    </>
  )
}
