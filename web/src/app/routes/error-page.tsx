import { Link } from 'react-router'
import { NEWS_SECTIONS } from '@portal/schema/news-display'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import { SUPPORT_PAGES } from '#web/lib/site-map.ts'
import { useAnswerStatus } from '#web/lib/server-render.ts'

/** Props of ErrorPage. */
export interface ErrorPageProps {
  /** A missing page says "Page not found"; any other failure "An error was encountered". */
  isNotFound?: boolean
  /** Offer to load the page again (a route chunk failed to load). */
  canRetry?: boolean
}

/** The page for unknown paths and for render errors, with ways forward. */
export function ErrorPage({
  isNotFound = true,
  canRetry = false,
}: ErrorPageProps) {
  const title = isNotFound ? 'Page not found' : 'An error was encountered'
  useAnswerStatus(isNotFound ? 404 : 500)
  // R-FLAGS-CATEGORY: a link per category the flags leave on.
  const { catalogue, isPending } = usePublicCatalogue()
  const categories = catalogue?.categories ?? []
  // The links come with the catalogue; the page waits for it rather than move them down when it
  // arrives (R-PERF-CLS). Without it (an error) the page shows the links it has.
  if (isPending)
    return (
      <div className="grid-container page-content">
        <LoadingIndicator label="Loading page" />
      </div>
    )
  return (
    <div className="grid-container page-content">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="usa-intro">
        {isNotFound
          ? 'Try using the links below or the search bar to find your way forward.'
          : 'Something went wrong while showing this page. Try the links below, or load the page again.'}
      </p>
      {canRetry ? (
        <button
          type="button"
          className="usa-button"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
      ) : null}
      <div className="grid-row grid-gap error-page__links">
        <section className="tablet:grid-col-4" aria-labelledby="error-docs">
          <h2 id="error-docs">Documentation</h2>
          <ul className="usa-list usa-list--unstyled">
            <li>
              <Link to="/explore">Explore APIs</Link>
            </li>
            {categories.map((category) => (
              <li key={category.key}>
                <Link to={`/explore/${category.urlSlug}`}>
                  {category.name} APIs
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="tablet:grid-col-4" aria-labelledby="error-news">
          <h2 id="error-news">News</h2>
          <ul className="usa-list usa-list--unstyled">
            {NEWS_SECTIONS.map((section) => (
              <li key={section.key}>
                <Link to={`/about/news#${section.anchor}`}>
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="tablet:grid-col-4" aria-labelledby="error-support">
          <h2 id="error-support">Support</h2>
          <ul className="usa-list usa-list--unstyled">
            {SUPPORT_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
