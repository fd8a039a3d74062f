import type { ReactNode } from 'react'
import { NavLink } from 'react-router'

/**
 * A side navigation entry: a page of this site (current only at its own address unless `isEnd` is
 * false, then also below it), or an action (a button).
 */
type SideNavEntry =
  | { to: string; label: string; isEnd?: boolean }
  | { label: string; onClick: () => void }

/** A USWDS side navigation list; the entry of the current page is marked. */
export function SideNavList({ entries }: { entries: readonly SideNavEntry[] }) {
  return (
    <ul className="usa-sidenav">
      {entries.map((entry) => (
        <li className="usa-sidenav__item" key={entry.label}>
          {'to' in entry ? (
            <NavLink
              to={entry.to}
              end={entry.isEnd ?? true}
              className={({ isActive }) => (isActive ? 'usa-current' : '')}
            >
              {entry.label}
            </NavLink>
          ) : (
            <button
              type="button"
              className="usa-button usa-button--unstyled side-nav-page__action"
              onClick={entry.onClick}
            >
              {entry.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Props of SideNavPage. */
export interface SideNavPageProps {
  /** Names the navigation landmark, e.g. "Production access". */
  navLabel: string
  entries: SideNavEntry[]
  children: ReactNode
}

/** A content page with its section's side navigation beside it (above it on small screens). */
export function SideNavPage({ navLabel, entries, children }: SideNavPageProps) {
  return (
    <div className="grid-container page-content">
      <div className="grid-row grid-gap-lg">
        <nav
          aria-label={navLabel}
          className="tablet:grid-col-4 desktop:grid-col-3 side-nav-page__nav"
        >
          <SideNavList entries={entries} />
        </nav>
        <div className="tablet:grid-col-8 desktop:grid-col-9 usa-prose side-nav-page__content">
          {children}
        </div>
      </div>
    </div>
  )
}
