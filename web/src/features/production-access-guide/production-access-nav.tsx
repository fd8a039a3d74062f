import type { ReactNode } from 'react'
import { SideNavPage } from '#web/components/ui/side-nav-page.tsx'
import { PRODUCTION_ACCESS_PAGES } from '#web/lib/site-map.ts'

/** A production access page with the section's side navigation. */
export function ProductionAccessPage({ children }: { children: ReactNode }) {
  return (
    <SideNavPage navLabel="Production access" entries={PRODUCTION_ACCESS_PAGES}>
      {children}
    </SideNavPage>
  )
}
