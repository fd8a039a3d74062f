import { useDeferredValue, useMemo, useRef, useState } from 'react'
import { usePublicCatalogue } from '#web/catalogue/use-public-catalogue.ts'
import { useIsOnScreen } from '#web/lib/use-is-on-screen.ts'
import { CatalogueLoadingError } from './catalogue-loading-error.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ApiResults } from './api-results.tsx'
import {
  AUTH_FILTERS,
  NO_FILTERS,
  countApisByTopic,
  countAppliedFilters,
  describeFilterChange,
  describeResults,
  explorePath,
  filterApis,
  type AuthFilterSlug,
  type ExploreFilters,
} from './explore-filters.ts'
import { ChecklistMenu } from '#web/components/ui/checklist-menu.tsx'
import { FilterPills, type FilterPill } from './filter-pills.tsx'
import { SearchForm } from './search-form.tsx'
import { useApiSearch } from './use-api-search.ts'
import { StaticExploreFilters } from './static-explore-filters.tsx'
import { useHydrated } from '#web/lib/use-hydrated.ts'

/** Props of ExplorePage. */
export interface ExplorePageProps {
  /** The filters, as read from the URL. */
  filters: ExploreFilters
  /** Writes new filters to the URL (without adding history). */
  onFiltersChange: (filters: ExploreFilters) => void
}

/** /explore: the catalogue with topic, auth type and keyword filters. */
export function ExplorePage({
  filters: urlFilters,
  onFiltersChange,
}: ExplorePageProps) {
  // The list waits for the flags too, so switched-off APIs never flash in it.
  const { catalogue, isError } = usePublicCatalogue()
  // The list of every API is rendered in the background, in slices that leave the main thread to
  // the browser between them, while "Loading APIs" stays up (R-PERF-MAIN-THREAD).
  const data = useDeferredValue(catalogue)
  const isPending = !data && !isError
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [changeAnnouncement, setChangeAnnouncement] = useState('')
  const [isPanelOpen, setIsPanelOpen] = useState(false)
  const isFooterOnScreen = useIsOnScreen('.site-footer')
  const hydrated = useHydrated()

  // R-PUBLIC-LISTED; R-FLAGS-CATEGORY: a category switched off by the flags is no topic either.
  const listable = useMemo(() => data?.listed ?? [], [data])
  const categories = useMemo(() => data?.categories ?? [], [data])
  // Topics in the path that are not categories are ignored.
  const filters = {
    ...urlFilters,
    topics: urlFilters.topics.filter((slug) =>
      categories.some((c) => c.urlSlug === slug),
    ),
  }
  const { results: searchResults, isLoading: isSearchLoading } = useApiSearch(
    listable,
    urlFilters.search,
  )
  const apis = filterApis(listable, filters, searchResults)
  const topicCounts = countApisByTopic(categories, listable)

  const change = (next: ExploreFilters) => {
    onFiltersChange(next)
    setChangeAnnouncement(describeFilterChange(next))
  }
  const changeAndFocusHeading = (next: ExploreFilters) => {
    change(next)
    headingRef.current?.focus()
  }
  const pills: FilterPill[] = [
    ...filters.topics.map((slug) => {
      const label =
        categories.find((category) => category.urlSlug === slug)?.name ?? slug
      const next = {
        ...filters,
        topics: filters.topics.filter((topic) => topic !== slug),
      }
      return {
        key: `topic-${slug}`,
        label,
        removeLabel: `Remove ${label} filter`,
        onRemove: () => changeAndFocusHeading(next),
        removeTo: explorePath(next),
      }
    }),
    ...AUTH_FILTERS.filter((auth) => filters.authTypes.includes(auth.slug)).map(
      (auth) => {
        const next = {
          ...filters,
          authTypes: filters.authTypes.filter((slug) => slug !== auth.slug),
        }
        return {
          key: `auth-${auth.slug}`,
          label: auth.label,
          removeLabel: `Remove ${auth.label} filter`,
          onRemove: () => changeAndFocusHeading(next),
          removeTo: explorePath(next),
        }
      },
    ),
    ...(filters.search
      ? [
          {
            key: 'search',
            label: `“${filters.search}”`,
            removeLabel: `Remove search term ${filters.search}`,
            onRemove: () => changeAndFocusHeading({ ...filters, search: '' }),
            removeTo: explorePath({ ...filters, search: '' }),
          },
        ]
      : []),
  ]
  const appliedCount = countAppliedFilters(filters)
  const topicOptions = categories.map((category) => ({
    value: category.urlSlug,
    label: `${category.name} (${topicCounts.get(category.urlSlug) ?? 0})`,
  }))

  return (
    <div className="grid-container page-content explore">
      <PageTitle
        title="Explore APIs"
        description="Browse the department's APIs by topic and authorization type, or search them by keyword."
      />
      <h1 ref={headingRef} tabIndex={-1} className="page-heading">
        Explore APIs
      </h1>
      <p className="usa-intro">
        Browse the department&rsquo;s APIs. Access is free: we never charge fees
        for our APIs.
      </p>
      {/* Under 768px the toggle and the panel form a bar at the bottom of the screen: fixed while
          the footer is out of sight, then absolute at the end of the page so it never covers it. */}
      {!hydrated ? (
        <StaticExploreFilters
          filters={filters}
          topics={topicOptions}
          appliedCount={appliedCount}
        />
      ) : (
        <div
          className={`explore__filter-bar explore__filter-bar--${isFooterOnScreen ? 'absolute' : 'fixed'}`}
        >
          <button
            type="button"
            className="usa-button usa-button--outline explore__panel-toggle"
            aria-expanded={isPanelOpen}
            aria-controls="explore-filters"
            onClick={() => setIsPanelOpen((open) => !open)}
          >
            Filters{appliedCount > 0 ? ` (${appliedCount})` : ''}
          </button>
          <div
            id="explore-filters"
            className={`explore__filters${isPanelOpen ? ' explore__filters--open' : ''}`}
          >
            <ChecklistMenu
              applyLabel="Apply filters"
              scrollsToTop
              label="Topics"
              name="topics"
              options={topicOptions}
              selected={filters.topics}
              onApply={(topics) => change({ ...filters, topics })}
            />
            <ChecklistMenu
              applyLabel="Apply filters"
              scrollsToTop
              label="Auth Type"
              name="auth"
              options={AUTH_FILTERS.map((auth) => ({
                value: auth.slug,
                label: auth.label,
              }))}
              selected={filters.authTypes}
              onApply={(authTypes) =>
                change({ ...filters, authTypes: authTypes as AuthFilterSlug[] })
              }
            />
            <SearchForm
              search={filters.search}
              onSearch={(term) => change({ ...filters, search: term })}
            />
          </div>
        </div>
      )}
      <FilterPills
        pills={pills}
        onClearAll={() => changeAndFocusHeading(NO_FILTERS)}
      />
      {isPending ? <LoadingIndicator label="Loading APIs" /> : null}
      {isError ? <CatalogueLoadingError /> : null}
      {data && isSearchLoading ? (
        <LoadingIndicator label="Searching APIs" />
      ) : null}
      {data && !isSearchLoading ? (
        <>
          <p className="explore__count" aria-live="polite">
            {describeResults(apis.length, filters, categories)}
          </p>
          <div className="usa-sr-only" role="status">
            {changeAnnouncement}
          </div>
          <ApiResults apis={apis} />
        </>
      ) : null}
    </div>
  )
}
