import { useCallback, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useFocusTrap } from '#web/components/ui/use-focus-trap.ts'
import { PRODUCT_NAME } from '#web/components/ui/page-title.tsx'
import { useSiteConfig } from '#web/lib/site-config.ts'
import { ABOUT_PAGES, PRODUCTION_ACCESS_PAGES } from '#web/lib/site-map.ts'
import { NavDropdown } from './nav-dropdown.tsx'
import { SiteSearch } from './site-search.tsx'
import { SMALL_SCREEN_QUERY, useMediaQuery } from './use-media-query.ts'
import { useCarryOver, useHydrated } from '#web/lib/use-hydrated.ts'

/** The id the "Skip to navigation" link targets: the Menu button and the navigation. */
export const NAV_REGION_ID = 'site-navigation'

const MAIN_NAV_ID = 'main-nav'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `site-nav__link${isActive ? ' is-current' : ''}`

/**
 * The header: home link, main navigation (Explore APIs, Production Access and About dropdowns,
 * API Status, Support) and the search toggle. Under 768px the navigation is a drawer opened by
 * the Menu button, with focus trapped inside until Escape, the close button, a click outside or a
 * navigation closes it. Open menus belong to the location they were opened at, so any navigation
 * closes them.
 *
 * Until the page has hydrated, and where scripts do not run, the header works without them
 * (R-SSR-NO-JS): the Menu is a link to the navigation, which CSS shows as the drawer while it is
 * the address's target, its close button a link away, and the dropdowns and the search are
 * `<details>` elements.
 */
export function SiteHeader() {
  const hydrated = useHydrated()
  const config = useSiteConfig()
  const { key: locationKey } = useLocation()
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY)
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null)
  const [dropdown, setDropdown] = useState<{
    label: string
    at: string
  } | null>(null)
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null)
  const [searchCarried, setSearchCarried] = useState<{
    query: string
    isFocused: boolean
  } | null>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)

  const isMenuOpen = isSmall && menuOpenAt === locationKey
  const openDropdown = dropdown?.at === locationKey ? dropdown.label : null
  const isSearchOpen = !isSmall && searchOpenAt === locationKey
  const closeMenu = useCallback(() => setMenuOpenAt(null), [])
  const closeDropdown = useCallback(() => setDropdown(null), [])
  const navRef = useRef<HTMLElement>(null)
  const searchDetailsRef = useRef<HTMLDetailsElement>(null)
  // What the reader opened before the app started stays open (ADR 062): the drawer (its Menu link
  // made the navigation the address's target) and the search, with what was typed into it.
  useCarryOver(() => {
    if (window.location.hash === `#${MAIN_NAV_ID}`) setMenuOpenAt(locationKey)
    if (!searchDetailsRef.current?.open) return
    setSearchOpenAt(locationKey)
    const box = searchDetailsRef.current.querySelector('input[type="search"]')
    if (box instanceof HTMLInputElement && box.value)
      setSearchCarried({
        query: box.value,
        isFocused: document.activeElement === box,
      })
  })
  useFocusTrap(navRef, isMenuOpen, {
    onEscape: closeMenu,
    allowOutsideClick: true,
    returnFocusOnDeactivate: true,
    setReturnFocus: () => menuButtonRef.current ?? false,
    fallbackFocus: () => document.getElementById(MAIN_NAV_ID) ?? document.body,
  })
  const toggleDropdown = (label: string) =>
    setDropdown(openDropdown === label ? null : { label, at: locationKey })

  return (
    <header className="site-header">
      <div className="grid-container site-header__bar">
        <div className="usa-logo site-header__logo">
          <em className="usa-logo__text">
            <Link to="/" title={`${PRODUCT_NAME} home`}>
              {PRODUCT_NAME}
            </Link>
          </em>
        </div>
        <div
          id={NAV_REGION_ID}
          tabIndex={-1}
          className="site-header__nav-region"
        >
          {!hydrated ? (
            <a
              className="usa-button site-header__menu-button site-header__menu-link"
              href={`#${MAIN_NAV_ID}`}
            >
              Menu
            </a>
          ) : null}
          {isSmall ? (
            <button
              ref={menuButtonRef}
              type="button"
              className="usa-button site-header__menu-button"
              aria-expanded={isMenuOpen}
              aria-controls={MAIN_NAV_ID}
              onClick={() => setMenuOpenAt(locationKey)}
            >
              Menu
            </button>
          ) : null}
          <nav
            ref={navRef}
            id={MAIN_NAV_ID}
            aria-label="Main"
            tabIndex={-1}
            className={`site-nav${isMenuOpen ? ' is-open' : ''}${hydrated ? '' : ' site-nav--static'}`}
          >
            {!hydrated ? (
              <a
                className="site-nav__close"
                href="#main"
                aria-label="Close menu"
              >
                <span aria-hidden="true">×</span>
              </a>
            ) : null}
            {isSmall ? (
              <button
                type="button"
                className="site-nav__close"
                aria-label="Close menu"
                onClick={closeMenu}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
            <ul className="site-nav__list">
              <li className="site-nav__item">
                <NavLink to="/explore" className={navLinkClass}>
                  Explore APIs
                </NavLink>
              </li>
              <NavDropdown
                label="Production Access"
                isStatic={!hydrated}
                pages={PRODUCTION_ACCESS_PAGES}
                isOpen={openDropdown === 'Production Access'}
                onToggle={() => toggleDropdown('Production Access')}
                onClose={closeDropdown}
              />
              <NavDropdown
                label="About"
                isStatic={!hydrated}
                pages={ABOUT_PAGES}
                isOpen={openDropdown === 'About'}
                onToggle={() => toggleDropdown('About')}
                onClose={closeDropdown}
              />
              {config ? (
                <li className="site-nav__item">
                  <a
                    className="site-nav__link"
                    href={config.statusPageUrl}
                    target="_blank"
                    rel="noreferrer"
                  >
                    API Status
                    <span className="usa-sr-only"> (opens in a new tab)</span>
                    <span aria-hidden="true" className="site-nav__external">
                      {' '}
                      ↗
                    </span>
                  </a>
                </li>
              ) : null}
              <li className="site-nav__item">
                <NavLink to="/support" className={navLinkClass}>
                  Support
                </NavLink>
              </li>
              <li className="site-nav__item">
                <NavLink to="/account" className={navLinkClass}>
                  Account
                </NavLink>
              </li>
              {!hydrated && config ? (
                <li className="site-nav__item">
                  <details ref={searchDetailsRef} className="site-nav__details">
                    <summary className="site-nav__link site-nav__toggle">
                      Search site
                    </summary>
                    <div className="site-nav__search-static">
                      <SiteSearch
                        id="site-search-static"
                        search={config.search}
                      />
                    </div>
                  </details>
                </li>
              ) : null}
              {hydrated && !isSmall && config ? (
                <li className="site-nav__item">
                  <button
                    type="button"
                    className="site-nav__link site-nav__search-toggle"
                    aria-expanded={isSearchOpen}
                    aria-controls="site-search-panel"
                    onClick={() => {
                      setSearchOpenAt(isSearchOpen ? null : locationKey)
                      setSearchCarried(null)
                    }}
                  >
                    Search site
                  </button>
                </li>
              ) : null}
            </ul>
            {isSmall && config ? (
              <SiteSearch id="site-search-drawer" search={config.search} />
            ) : null}
          </nav>
        </div>
      </div>
      {isSearchOpen && config ? (
        <div
          id="site-search-panel"
          className="grid-container site-search-panel"
        >
          <SiteSearch
            id="site-search-header"
            search={config.search}
            carried={searchCarried}
          />
        </div>
      ) : null}
      {isMenuOpen ? (
        <div
          className="site-nav__overlay"
          aria-hidden="true"
          onClick={closeMenu}
        />
      ) : null}
    </header>
  )
}
