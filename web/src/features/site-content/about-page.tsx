import { Link } from 'react-router'
import {
  Card,
  CardBody,
  CardFooter,
  CardGroup,
  CardHeader,
} from '#web/components/ui/card.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'

const HIGHLIGHTS = [
  {
    heading: 'Working with our APIs',
    body: 'Rate limits, environments and tokens: what to know when your app runs against VA APIs.',
    to: '/production-access/working-with-va-apis',
    action: 'Working with VA APIs',
  },
  {
    heading: 'Production access',
    body: 'From sandbox to production: the steps, what we review and how long it takes.',
    to: '/production-access',
    action: 'Production access process',
  },
  {
    heading: 'Explore our APIs',
    body: 'Benefits, health, facilities, forms and Veteran verification APIs, with docs and sandbox test data.',
    to: '/explore',
    action: 'Explore APIs',
  },
]

/** /about: what the platform is, what we promise, and the journey to production. */
export function AboutPage() {
  return (
    <div className="grid-container page-content">
      <PageTitle
        title="About"
        description="What the VA API Platform is, who it serves and how it helps developers build for Veterans."
      />
      <h1>About the VA API Platform</h1>
      <p className="usa-intro">
        The VA API Platform gives approved individuals and organizations no-cost
        access to VA data, so they can build apps that serve Veterans.
      </p>
      <ul className="about-stats" aria-label="The platform in numbers">
        <li>
          <strong>Over 99%</strong> uptime
        </li>
        <li>
          <strong>Over 250</strong> consumers in production
        </li>
        <li>
          <strong>Over 20</strong> APIs added
        </li>
      </ul>
      <CardGroup>
        {HIGHLIGHTS.map((card) => (
          <Card key={card.to} className="tablet:grid-col-4">
            <CardHeader>
              <h2 className="usa-card__heading">{card.heading}</h2>
            </CardHeader>
            <CardBody>
              <p>{card.body}</p>
            </CardBody>
            <CardFooter>
              <Link className="usa-button usa-button--outline" to={card.to}>
                {card.action}
              </Link>
            </CardFooter>
          </Card>
        ))}
      </CardGroup>
      <div className="usa-prose">
        <h2>Free, and safe for Veterans</h2>
        <p>
          Access to all of our APIs is free. We never charge fees. Monetizing or
          selling Veteran data is not allowed.
        </p>
        <h2>The journey to production</h2>
        <ol>
          <li>Browse the API catalogue and read the docs.</li>
          <li>
            Get sandbox access (instant when you ask for an API key) and test
            with our test users.
          </li>
          <li>
            Submit a production access request. We review it in about 1 to 2
            weeks.
          </li>
          <li>
            Show us a demo, scheduled about a week after any requested changes
            are made.
          </li>
          <li>Get production access, about 1 to 4 months after the demo.</li>
        </ol>
        <p>
          All in all, open data APIs usually take 1 to 3 months and other APIs 1
          to 6 months. Read the <Link to="/about/news">latest news</Link>.
        </p>
      </div>
    </div>
  )
}
