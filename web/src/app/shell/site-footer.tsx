import { Link } from 'react-router'
import { PRODUCT_NAME } from '#web/components/ui/page-title.tsx'

/** The footer: the product name and where to go next. */
export function SiteFooter() {
  return (
    <footer className="usa-footer usa-footer--slim site-footer">
      <div className="usa-footer__primary-section">
        <div className="grid-container">
          <nav aria-label="Footer">
            <ul className="site-footer__links">
              <li>
                <Link to="/">{PRODUCT_NAME}</Link>
              </li>
              <li>
                <Link to="/explore">Explore APIs</Link>
              </li>
            </ul>
          </nav>
          <p className="site-footer__note">
            Access to all APIs is free. The department never charges fees for
            its APIs.
          </p>
        </div>
      </div>
    </footer>
  )
}
