import searchIconUrl from '@uswds/uswds/img/usa-icons-bg/search--white.svg'
import type { SiteConfig } from '@portal/schema/site-config'

/** Props of SiteSearch. */
export interface SiteSearchProps {
  search: SiteConfig['search']
  id: string
  /** What the reader typed into the search before the app started (ADR 062), and whether they
   * were still typing: the app's box takes over both. */
  carried?: { query: string; isFocused: boolean } | null
}

/**
 * The site search: a plain GET form to the government search site with our affiliate id and the
 * query, as the department's sites do. The CSP's form-action allows that host only.
 */
export function SiteSearch({ search, id, carried }: SiteSearchProps) {
  return (
    <form
      className="usa-search site-search"
      role="search"
      action={search.url}
      method="get"
    >
      <input type="hidden" name="affiliate" value={search.affiliate} />
      <label className="usa-sr-only" htmlFor={id}>
        Search
      </label>
      <input
        className="usa-input"
        id={id}
        type="search"
        name="query"
        defaultValue={carried?.query}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the focus already was, in the box the app's replaces (ADR 062)
        autoFocus={carried?.isFocused || undefined}
      />
      <button className="usa-button" type="submit">
        <span className="usa-search__submit-text">Search</span>
        {/* USWDS shows the icon instead of the text on narrow screens. */}
        <img
          src={searchIconUrl}
          className="usa-search__submit-icon"
          alt="Search"
        />
      </button>
    </form>
  )
}
