import type { CatalogueApi } from '@portal/schema/normalize-catalogue'
import { ApiCard } from './api-card.tsx'

/** Props of ApiResults. */
export interface ApiResultsProps {
  apis: CatalogueApi[]
}

/** The matching APIs and "End of list", or the empty state with its tips. */
export function ApiResults({ apis }: ApiResultsProps) {
  if (apis.length === 0) {
    return (
      <div className="explore-empty">
        <h2>There are no matching results</h2>
        <p>Try one of these:</p>
        <ul className="usa-list">
          <li>Remove filters to see more APIs.</li>
          <li>Check the spelling of your search term.</li>
          <li>
            Use keywords, such as &ldquo;health&rdquo; or &ldquo;claims&rdquo;.
          </li>
        </ul>
      </div>
    )
  }
  return (
    <>
      <ul className="api-list" aria-label="APIs">
        {apis.map((api) => (
          <ApiCard key={api.urlSlug} api={api} />
        ))}
      </ul>
      <p className="explore-end">End of list</p>
    </>
  )
}
