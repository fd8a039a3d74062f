import { Link } from 'react-router'
import { ABOUT } from '@portal/schema/content/about-and-support'
import {
  Card,
  CardBody,
  CardFooter,
  CardGroup,
  CardHeader,
} from '#web/components/ui/card.tsx'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'

/** /about: what the platform is, what we promise, and the journey to production; the text is shared with its markdown twin. */
export function AboutPage() {
  return (
    <div className="grid-container page-content">
      <PageTitle title={ABOUT.documentTitle} description={ABOUT.description} />
      <h1>{ABOUT.title}</h1>
      <p className="usa-intro">{ABOUT.intro}</p>
      <ul className="about-stats" aria-label="The platform in numbers">
        {ABOUT.stats.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.figure}</strong> {stat.label}
          </li>
        ))}
      </ul>
      <CardGroup>
        {ABOUT.cards.map((card) => (
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
      <MarkdownContent tree={ABOUT.body} />
    </div>
  )
}
