import { useEffect, type ReactNode } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { FeedbackTab } from './feedback-tab.tsx'
import { GovBanner } from './gov-banner.tsx'
import { SiteFooter } from './site-footer.tsx'
import { NAV_REGION_ID, SiteHeader } from './site-header.tsx'
import { TestingNotice } from './testing-notice.tsx'
import { useHashFocus } from './use-hash-focus.ts'
import { markStarted } from '../startup.ts'

/** Props of Layout. */
export interface LayoutProps {
  /** Shown instead of the matched route, for errors raised by the layout itself. */
  children?: ReactNode
}

/** The frame of every page: skip links, banners, header, main landmark, footer, feedback tab. */
export function Layout({ children }: LayoutProps) {
  useHashFocus()
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
        {children ?? <Outlet />}
      </main>
      <FeedbackTab />
      <SiteFooter />
      <ScrollRestoration />
    </>
  )
}
