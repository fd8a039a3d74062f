import type { ReactNode } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { GovBanner } from './gov-banner.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** Props of Layout. */
export interface LayoutProps {
  /** Shown instead of the matched route, for errors raised by the layout itself. */
  children?: ReactNode
}

/** The frame of every page: skip link, banner, header, main landmark, footer. */
export function Layout({ children }: LayoutProps) {
  return (
    <>
      <a className="usa-skipnav" href="#main">
        Skip to main content
      </a>
      <GovBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  )
}
