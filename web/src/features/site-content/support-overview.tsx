import { Link } from 'react-router'
import {
  Card,
  CardBody,
  CardFooter,
  CardGroup,
  CardHeader,
} from '#web/components/ui/card.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'

/** /support: where to find answers, and how to reach us. */
export function SupportOverview() {
  return (
    <div className="grid-container page-content">
      <PageTitle
        title="Support"
        description="Get help with the VA API Platform: read the FAQ or contact the support team."
      />
      <h1>Support</h1>
      <p className="usa-intro">
        Find answers to common questions, or contact us. We answer within one
        business day.
      </p>
      <CardGroup>
        <Card className="tablet:grid-col-6">
          <CardHeader>
            <h2 className="usa-card__heading">FAQ</h2>
          </CardHeader>
          <CardBody>
            <p>
              Answers about our APIs, sandbox and production access, and common
              problems.
            </p>
          </CardBody>
          <CardFooter>
            <Link className="usa-button" to="/support/faq">
              Read the FAQ
            </Link>
          </CardFooter>
        </Card>
        <Card className="tablet:grid-col-6">
          <CardHeader>
            <h2 className="usa-card__heading">Contact us</h2>
          </CardHeader>
          <CardBody>
            <p>
              Ask a question, report a problem, or tell us about an API you want
              to publish.
            </p>
          </CardBody>
          <CardFooter>
            <Link className="usa-button" to="/support/contact-us">
              Contact us
            </Link>
          </CardFooter>
        </Card>
      </CardGroup>
    </div>
  )
}
