import { Link } from 'react-router'
import { Accordion } from '#web/components/ui/accordion.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { FeaturedApis } from '#web/features/catalogue/featured-apis.tsx'

const GET_STARTED = [
  {
    id: 'get-started-explore',
    title: 'Explore our APIs',
    headingLevel: 'h3' as const,
    expanded: false,
    content: (
      <p>
        Browse the <Link to="/explore">API catalogue</Link>, read the docs, and
        get sandbox access at once to try an API with our test data.
      </p>
    ),
  },
  {
    id: 'get-started-production',
    title: 'Request production access',
    headingLevel: 'h3' as const,
    expanded: false,
    content: (
      <p>
        When your app works in sandbox,{' '}
        <Link to="/production-access/request-prod-access">
          request production access
        </Link>
        . We review requests in about 1 to 2 weeks.
      </p>
    ),
  },
  {
    id: 'get-started-demo',
    title: 'Complete a demo',
    headingLevel: 'h3' as const,
    expanded: false,
    content: (
      <p>
        Show us your app in a 30 to 60 minute demo.{' '}
        <Link to="/production-access/prepare-for-and-complete-a-demo">
          Prepare for the demo
        </Link>
        .
      </p>
    ),
  },
]

/** /: what the portal is for and where to start. */
export function HomeRoute() {
  return (
    <>
      <PageTitle />
      <section className="usa-hero home-hero" aria-labelledby="home-heading">
        <div className="grid-container">
          <div className="usa-hero__callout">
            <h1 id="home-heading" className="usa-hero__heading">
              A modern platform for building apps on VA data
            </h1>
            <p>
              Our APIs give approved individuals and organizations free access
              to the data they need to build apps that serve Veterans.
            </p>
            <Link className="usa-button" to="/explore">
              Explore our APIs
            </Link>
          </div>
        </div>
      </section>
      <div className="grid-container page-content">
        <section
          className="home-get-started"
          aria-labelledby="get-started-heading"
        >
          <h2 id="get-started-heading">Get started</h2>
          <Accordion bordered items={GET_STARTED} />
        </section>
        <FeaturedApis />
      </div>
    </>
  )
}
