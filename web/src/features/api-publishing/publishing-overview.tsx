import { Link } from 'react-router'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { PUBLISHING_CONTACT_PATH } from '#web/lib/site-map.ts'
import { PublishingPage } from './publishing-layout.tsx'

/** /api-publishing: why VA teams publish their APIs here. */
export function PublishingOverview() {
  return (
    <PublishingPage>
      <PageTitle
        title="API Publishing"
        description="Publish your API on the VA API Platform: what it offers VA teams and how to start."
      />
      <h1>API Publishing</h1>
      <p className="usa-intro">
        VA teams can publish their APIs on the VA API Platform, so that
        developers inside and outside VA can find them, try them in sandbox and
        request production access.
      </p>
      <h2>What you get</h2>
      <ul>
        <li>
          A listing in the API catalogue, with your docs and release notes.
        </li>
        <li>Instant sandbox signup with API keys or OAuth credentials.</li>
        <li>Test data pages for your sandbox test users.</li>
        <li>
          A reviewed production access process, with demos run with your team.
        </li>
        <li>Gateway features: authentication, rate limiting and monitoring.</li>
      </ul>
      <h2>Who can publish</h2>
      <p>
        Publishing is for internal VA teams. The publishing requirements are on
        the VA network and are only for VA employees and contractors.
      </p>
      <p>
        <Link to="/api-publishing/process">How publishing works</Link> ·{' '}
        <Link to={PUBLISHING_CONTACT_PATH}>Contact us to start</Link>
      </p>
    </PublishingPage>
  )
}
