import { Link } from 'react-router'
import { PageTitle } from '#web/components/ui/page-title.tsx'

/** Props of ErrorPage. */
export interface ErrorPageProps {
  /** A missing page says "Page not found"; any other failure "An error was encountered". */
  isNotFound?: boolean
}

/** The page for unknown paths and for render errors, with ways forward. */
export function ErrorPage({ isNotFound = true }: ErrorPageProps) {
  const title = isNotFound ? 'Page not found' : 'An error was encountered'
  return (
    <div className="grid-container page-content">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="usa-intro">
        {isNotFound
          ? 'Try using the links below or the search bar to find your way forward.'
          : 'Something went wrong while showing this page. Try the links below, or reload the page.'}
      </p>
      <ul className="usa-list">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/explore">Explore APIs</Link>
        </li>
      </ul>
    </div>
  )
}
