import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import { useHydrated } from '#web/lib/use-hydrated.ts'

/** One applied filter shown as a pill. */
export interface FilterPill {
  key: string
  label: string
  /** What the remove button says to a screen reader. */
  removeLabel: string
  onRemove: () => void
  /** The address without this filter: the remove control before hydration (R-SSR-NO-JS). */
  removeTo: string
}

/** Props of FilterPills. */
export interface FilterPillsProps {
  pills: FilterPill[]
  onClearAll: () => void
}

/** The applied filters, each removable on its own, and "Clear all filters". */
export function FilterPills({ pills, onClearAll }: FilterPillsProps) {
  const hydrated = useHydrated()
  if (pills.length === 0) return null
  const clearAll = (event: MouseEvent) => {
    event.preventDefault()
    onClearAll()
  }
  return (
    <div className="filter-pills">
      <ul className="filter-pills__list" aria-label="Applied filters">
        {pills.map((pill) => (
          <li key={pill.key} className="filter-pills__pill">
            <span>{pill.label}</span>
            {hydrated ? (
              <button
                type="button"
                className="filter-pills__remove"
                aria-label={pill.removeLabel}
                onClick={pill.onRemove}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : (
              <a
                className="filter-pills__remove"
                href={pill.removeTo}
                aria-label={pill.removeLabel}
              >
                <span aria-hidden="true">×</span>
              </a>
            )}
          </li>
        ))}
      </ul>
      <Link
        to="/explore"
        replace
        className="filter-pills__clear"
        onClick={clearAll}
      >
        Clear all filters
      </Link>
    </div>
  )
}
