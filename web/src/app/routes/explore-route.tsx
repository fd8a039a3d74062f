import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ApiList } from '#web/features/catalogue/api-list.tsx'

/** /explore: every API of the catalogue. */
export function ExploreRoute() {
  return (
    <div className="grid-container page-content">
      <PageTitle title="Explore APIs" />
      <h1>Explore APIs</h1>
      <p className="usa-intro">
        Browse the department&rsquo;s APIs. Access is free: we never charge fees
        for our APIs.
      </p>
      <ApiList />
    </div>
  )
}
