import { Link } from 'react-router'
import { PRODUCT_NAME } from '#web/components/ui/page-title.tsx'
import { VeteranResources } from './veteran-resources.tsx'

/** The commit the bundle was built from; Vite replaces it at build time. */
declare const __COMMIT_HASH__: string

/** The footer: where else to go, the Veteran resources dialog and the build's commit. */
export function SiteFooter() {
  return (
    <footer className="usa-footer usa-footer--slim site-footer">
      <div className="usa-footer__primary-section">
        <div className="grid-container">
          <nav aria-label="Footer">
            <ul className="site-footer__links">
              <li>
                <Link to="/api-publishing">API Publishing</Link>
              </li>
              <li>
                <a href="https://www.va.gov/accessibility-at-va/">
                  Accessibility
                </a>
              </li>
              <li>
                <Link to="/support">Support</Link>
              </li>
              <li>
                <a href="https://www.va.gov/webpolicylinks.asp">Web Policies</a>
              </li>
              <li>
                <Link to="/terms-of-service">Terms of Service</Link>
              </li>
              <li>
                <a href="https://www.va.gov/privacy-policy/">Privacy</a>
              </li>
            </ul>
          </nav>
          <div className="site-footer__row">
            <p className="site-footer__note">
              {PRODUCT_NAME}: access to all APIs is free. The department never
              charges fees for its APIs.
            </p>
            <VeteranResources />
          </div>
          <p className="site-footer__commit">
            Version <code>{__COMMIT_HASH__}</code>
          </p>
        </div>
      </div>
    </footer>
  )
}
