import { useEffect } from 'react'
import {
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router'
import { legacyExploreTarget } from '@portal/schema/legacy-topics'
import { ExplorePage } from '#web/features/catalogue/explore-page.tsx'
import {
  explorePath,
  parseExploreFilters,
} from '#web/features/catalogue/explore-filters.ts'

/** Session-storage key of the last explore address, for the way back from an API page. */
const EXPLORE_PATH_KEY = 'exploreApisPath'

/** /explore and /explore/{topic+topic}: the URL owns the filter state. */
export function ExploreRoute() {
  const { topics } = useParams()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()

  useEffect(() => {
    sessionStorage.setItem(
      EXPLORE_PATH_KEY,
      `${location.pathname}${location.search}`,
    )
  }, [location.pathname, location.search])

  // Renamed topic slugs (appeals, benefits → va-benefits…): the same table as the server's 301.
  const renamed = legacyExploreTarget(location.pathname, searchParams)
  if (renamed) return <Navigate to={renamed} replace />

  return (
    <ExplorePage
      filters={parseExploreFilters(topics, searchParams)}
      onFiltersChange={(filters) => {
        void navigate(explorePath(filters), {
          replace: true,
          preventScrollReset: true,
        })
      }}
    />
  )
}
