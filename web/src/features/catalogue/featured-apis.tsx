import { Link } from 'react-router'
import {
  Card,
  CardBody,
  CardFooter,
  CardGroup,
  CardHeader,
} from '#web/components/ui/card.tsx'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'

/** The APIs the home page features, by slug (R-NAV-FEATURED). */
const FEATURED_SLUGS = [
  'veteran-confirmation',
  'va-facilities',
  'va-forms',
  'patient-health',
]

/**
 * The home page's featured API cards. Only listed APIs are featured (R-PUBLIC-LISTED): a card for
 * an API whose category the flags switch off would lead to "API not found".
 */
export function FeaturedApis() {
  const { catalogue } = usePublicCatalogue()
  const featured = FEATURED_SLUGS.flatMap((slug) => {
    const api = catalogue?.listed.find(
      (candidate) => candidate.urlSlug === slug,
    )
    return api ? [api] : []
  })
  return (
    <section className="home-featured" aria-labelledby="featured-heading">
      <h2 id="featured-heading">Featured APIs</h2>
      <CardGroup>
        {featured.map((api) => (
          <Card
            key={api.urlSlug}
            className="tablet:grid-col-6 desktop:grid-col-3"
          >
            <CardHeader>
              <h3 className="usa-card__heading">{api.name}</h3>
            </CardHeader>
            <CardBody>
              <p>{api.description}</p>
            </CardBody>
            <CardFooter>
              <Link
                className="usa-button usa-button--outline"
                to={`/explore/api/${api.urlSlug}`}
              >
                View {api.name}
              </Link>
            </CardFooter>
          </Card>
        ))}
      </CardGroup>
      <p>
        <Link to="/explore">View all APIs</Link>
      </p>
    </section>
  )
}
