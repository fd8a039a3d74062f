import { Link } from 'react-router'
import { DelayNotice } from '#web/components/ui/delay-notice.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ProductionAccessPage } from './production-access-nav.tsx'

/** /production-access: how an app goes from sandbox to production. */
export function ProductionAccessOverview() {
  return (
    <ProductionAccessPage>
      <PageTitle
        title="Production access process"
        description="How to move an app from sandbox to production access on the VA API Platform."
      />
      <h1>Production access process</h1>
      <DelayNotice />
      <p className="usa-intro">
        When your app works in sandbox, you can ask for production access. We
        review every request to keep Veteran data safe. Access to all of our
        APIs is free: we never charge fees, and selling or monetizing Veteran
        data is not allowed.
      </p>
      <h2>How long it takes</h2>
      <ul>
        <li>
          <strong>Open data APIs:</strong> usually 1 to 3 months.
        </li>
        <li>
          <strong>All other APIs:</strong> usually 1 to 6 months.
        </li>
      </ul>
      <h2>The steps</h2>
      <ol className="usa-process-list">
        <li className="usa-process-list__item">
          <h3 className="usa-process-list__heading">
            Get sandbox access and test
          </h3>
          <p>
            <Link to="/explore">Find an API</Link>, request sandbox access from
            its page, and build your app against our sandbox test data.
          </p>
        </li>
        <li className="usa-process-list__item">
          <h3 className="usa-process-list__heading">
            Submit a production access request
          </h3>
          <p>
            <Link to="/production-access/request-prod-access">
              Read what the request needs
            </Link>
            , then fill in the form. We review it within about 1 to 2 weeks and
            may ask for changes.
          </p>
        </li>
        <li className="usa-process-list__item">
          <h3 className="usa-process-list__heading">Show us a demo</h3>
          <p>
            We schedule a demo within about a week of the requested changes
            being made.{' '}
            <Link to="/production-access/prepare-for-and-complete-a-demo">
              Prepare for the demo
            </Link>
            .
          </p>
        </li>
        <li className="usa-process-list__item">
          <h3 className="usa-process-list__heading">Go to production</h3>
          <p>
            Production access is usually granted about 1 to 4 months after the
            demo. Before you go live, read{' '}
            <Link to="/production-access/working-with-va-apis">
              working with VA APIs
            </Link>
            .
          </p>
        </li>
      </ol>
    </ProductionAccessPage>
  )
}
