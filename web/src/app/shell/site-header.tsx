import { Link, NavLink } from 'react-router'
import { PRODUCT_NAME } from '#web/components/ui/page-title.tsx'

/** The header: the product name linking home, and the main navigation. */
export function SiteHeader() {
  return (
    <header className="usa-header usa-header--basic site-header">
      <div className="usa-nav-container site-header__container">
        <div className="usa-navbar">
          <div className="usa-logo">
            <em className="usa-logo__text">
              <Link to="/" title={`${PRODUCT_NAME} home`}>
                {PRODUCT_NAME}
              </Link>
            </em>
          </div>
        </div>
        <nav aria-label="Main" className="site-header__nav">
          <ul className="site-header__nav-list">
            <li>
              <NavLink to="/explore" className="site-header__nav-link">
                Explore APIs
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
