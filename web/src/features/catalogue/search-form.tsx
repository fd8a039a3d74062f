import type { FormEvent } from 'react'

/** Props of SearchForm. */
export interface SearchFormProps {
  search: string
  onSearch: (term: string) => void
}

/** Keyword search; applies on submit only. An empty term clears the search. */
export function SearchForm({ search, onSearch }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const term = new FormData(event.currentTarget).get('q')
    onSearch(typeof term === 'string' ? term.trim() : '')
  }
  return (
    <form role="search" className="explore-search" onSubmit={submit}>
      <label className="usa-label explore-search__label" htmlFor="q">
        Search APIs by keyword
      </label>
      <div className="explore-search__row">
        {/* key: a new search from the URL (pill removed, all cleared) resets the box. */}
        <input
          key={search}
          className="usa-input"
          id="q"
          name="q"
          type="search"
          defaultValue={search}
        />
        <button type="submit" className="usa-button">
          Search
        </button>
      </div>
    </form>
  )
}
