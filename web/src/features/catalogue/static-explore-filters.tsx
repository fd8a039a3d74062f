import type { ReactNode } from 'react'
import { AUTH_FILTERS, type ExploreFilters } from './explore-filters.ts'

/** One checklist of the form: a topic or an auth type per checkbox. */
interface Checklist {
  label: string
  name: 'topics' | 'auth'
  options: { value: string; label: string }[]
  selected: string[]
}

/** Props of StaticExploreFilters. */
export interface StaticExploreFiltersProps {
  filters: ExploreFilters
  topics: { value: string; label: string }[]
  appliedCount: number
}

function ChecklistDetails({ label, name, options, selected }: Checklist) {
  return (
    <details className="filter-menu">
      <summary className="usa-button usa-button--outline filter-menu__button">
        {label}
        {selected.length > 0 ? ` (${selected.length})` : ''}
      </summary>
      <div className="filter-menu__panel">
        <fieldset className="usa-fieldset">
          <legend className="usa-legend filter-menu__legend">{label}</legend>
          {options.map((option) => (
            <div className="usa-checkbox" key={option.value}>
              <input
                className="usa-checkbox__input"
                type="checkbox"
                id={`${name}-${option.value}`}
                name={name}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
              />
              <label
                className="usa-checkbox__label"
                htmlFor={`${name}-${option.value}`}
              >
                {option.label}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="usa-button filter-menu__apply">
          Apply filters
        </button>
      </div>
    </details>
  )
}

function FilterPanel({
  appliedCount,
  children,
}: {
  appliedCount: number
  children: ReactNode
}) {
  return (
    <details className="explore__panel-details">
      <summary className="usa-button usa-button--outline explore__panel-toggle">
        Filters{appliedCount > 0 ? ` (${appliedCount})` : ''}
      </summary>
      {children}
    </details>
  )
}

/**
 * The explore filters before the page has hydrated and where scripts do not run (R-SSR-NO-JS):
 * one GET form to /explore with the same fields as the menus (`topics`, `auth`, `q`), its
 * checklists and the small-screen panel `<details>` elements, laid out as the menus are so
 * nothing moves when the page hydrates.
 */
export function StaticExploreFilters({
  filters,
  topics,
  appliedCount,
}: StaticExploreFiltersProps) {
  return (
    <div className="explore__filter-bar explore__filter-bar--fixed">
      <FilterPanel appliedCount={appliedCount}>
        <form
          id="explore-filters"
          className="explore__filters explore__filters--static"
          method="get"
          action="/explore"
        >
          <ChecklistDetails
            label="Topics"
            name="topics"
            options={topics}
            selected={filters.topics}
          />
          <ChecklistDetails
            label="Auth Type"
            name="auth"
            options={AUTH_FILTERS.map((auth) => ({
              value: auth.slug,
              label: auth.label,
            }))}
            selected={filters.authTypes}
          />
          <div role="search" className="explore-search">
            <label className="usa-label explore-search__label" htmlFor="q">
              Search APIs by keyword
            </label>
            <div className="explore-search__row">
              <input
                className="usa-input"
                id="q"
                name="q"
                type="search"
                defaultValue={filters.search}
              />
              <button type="submit" className="usa-button">
                Search
              </button>
            </div>
          </div>
        </form>
      </FilterPanel>
    </div>
  )
}
