import { Link } from 'react-router'
import { PageTitle } from '#web/components/ui/page-title.tsx'

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
    </>
  )
}
