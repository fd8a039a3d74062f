import { Link } from 'react-router'
import { SUPPORT } from '@portal/schema/content/about-and-support'
import {
  Card,
  CardBody,
  CardFooter,
  CardGroup,
  CardHeader,
} from '#web/components/ui/card.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'

/** /support: where to find answers, and how to reach us; the text is shared with its markdown twin. */
export function SupportOverview() {
  return (
    <div className="grid-container page-content">
      <PageTitle title={SUPPORT.title} description={SUPPORT.description} />
      <h1>{SUPPORT.title}</h1>
      <p className="usa-intro">{SUPPORT.intro}</p>
      <CardGroup>
        {SUPPORT.cards.map((card) => (
          <Card key={card.to} className="tablet:grid-col-6">
            <CardHeader>
              <h2 className="usa-card__heading">{card.heading}</h2>
            </CardHeader>
            <CardBody>
              <p>{card.body}</p>
            </CardBody>
            <CardFooter>
              <Link className="usa-button" to={card.to}>
                {card.action}
              </Link>
            </CardFooter>
          </Card>
        ))}
      </CardGroup>
    </div>
  )
}
