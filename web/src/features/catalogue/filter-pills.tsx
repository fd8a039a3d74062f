import type { MouseEvent } from 'react'
import { Link } from 'react-router'

/** One applied filter shown as a pill. */
export interface FilterPill {
  key: string
  label: string
  /** What the remove button says to a screen reader. */
  removeLabel: string
  onRemove: () => void
}

/** Props of FilterPills. */
export interface FilterPillsProps {
  pills: FilterPill[]
  onClearAll: () => void
}

/** The applied filters, each removable on its own, and "Clear all filters". */
export function FilterPills({ pills, onClearAll }: FilterPillsProps) {
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
            <button
              type="button"
              className="filter-pills__remove"
              aria-label={pill.removeLabel}
              onClick={pill.onRemove}
            >
              <span aria-hidden="true">×</span>
            </button>
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
