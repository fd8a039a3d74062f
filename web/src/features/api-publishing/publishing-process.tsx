import { Link } from 'react-router'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { PUBLISHING_CONTACT_PATH } from '#web/lib/site-map.ts'
import { PublishingPage } from './publishing-layout.tsx'

/** /api-publishing/process: the steps from first contact to a published API. */
export function PublishingProcess() {
  return (
    <PublishingPage>
      <PageTitle title="How publishing works" />
      <h1>How publishing works</h1>
      <ol className="usa-process-list">
        <li className="usa-process-list__item">
          <h2 className="usa-process-list__heading">Contact us</h2>
          <p>
            <Link to={PUBLISHING_CONTACT_PATH}>Tell us about your API</Link>:
            what it does, who it is for, and whether it is internal only.
          </p>
        </li>
        <li className="usa-process-list__item">
          <h2 className="usa-process-list__heading">Meet with our team</h2>
          <p>
            We review your API against the publishing requirements and agree on
            a timeline.
          </p>
        </li>
        <li className="usa-process-list__item">
          <h2 className="usa-process-list__heading">Prepare your API</h2>
          <p>
            Provide an OpenAPI document, release notes, sandbox test data and
            the authorization your API needs.
          </p>
        </li>
        <li className="usa-process-list__item">
          <h2 className="usa-process-list__heading">Go live</h2>
          <p>
            We put your API behind the gateway and list it in the catalogue. You
            review production access requests for it with us.
          </p>
        </li>
      </ol>
    </PublishingPage>
  )
}
