import { Link } from 'react-router'
import {
  RATE_LIMIT_HEADERS,
  SANDBOX_REQUESTS_PER_MINUTE,
} from '@portal/schema/sandbox-rate-limit'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ProductionAccessPage } from './production-access-nav.tsx'

/** /production-access/working-with-va-apis: what production consumers must know. */
export function WorkingWithVaApis() {
  return (
    <ProductionAccessPage>
      <PageTitle title="Working with VA APIs" />
      <h1>Working with VA APIs</h1>
      <p className="usa-intro">
        What to know when your app runs against our production APIs.
      </p>
      <h2 id="environments">Sandbox and production</h2>
      <p>
        Sandbox uses test data only and is available 99.0% of the time on
        weekdays from 7:00 a.m. to 9:00 p.m. ET. Production uses real Veteran
        data and targets 99.9% uptime. Production keys and credentials are
        different from sandbox ones; keep them secret and never put them in
        front-end code.
      </p>
      <h2 id="rate-limiting">Rate limiting</h2>
      <p>
        Each consumer can make {SANDBOX_REQUESTS_PER_MINUTE} requests per minute
        (per IP address when a request is not authenticated). A request over the
        limit gets HTTP <code>429 Too Many Requests</code>; wait until the
        window resets before you try again. If your app needs a higher limit,
        tell us why through{' '}
        <Link to="/support/contact-us">the support form</Link>: we decide case
        by case.
      </p>
      <p>Every response carries these headers:</p>
      <ul>
        <li>
          <code>{RATE_LIMIT_HEADERS.limit}</code>: requests allowed in the
          window.
        </li>
        <li>
          <code>{RATE_LIMIT_HEADERS.remaining}</code>: requests left in the
          window.
        </li>
        <li>
          <code>{RATE_LIMIT_HEADERS.reset}</code>: seconds until the window
          resets.
        </li>
        <li>
          <code>{RATE_LIMIT_HEADERS.limitMinute}</code> and{' '}
          <code>{RATE_LIMIT_HEADERS.remainingMinute}</code>: the per-minute
          limit and what is left of it.
        </li>
      </ul>
      <p>
        When an API also limits requests per second, two more headers appear:{' '}
        <code>X-RateLimit-Limit-second</code> and{' '}
        <code>X-RateLimit-Remaining-second</code>.
      </p>
      <h2 id="tokens">Tokens</h2>
      <p>
        OAuth refresh tokens expire when unused for 7 days in sandbox and 42
        days in production. Client Credentials Grant access tokens last 5
        minutes; request a new one rather than storing it.
      </p>
      <h2 id="support">Getting help</h2>
      <p>
        We answer support requests within one business day.{' '}
        <Link to="/support">Visit support</Link>.
      </p>
    </ProductionAccessPage>
  )
}
