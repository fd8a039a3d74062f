import searchIconUrl from '@uswds/uswds/img/usa-icons-bg/search--white.svg'
import type { SiteConfig } from '@portal/schema/site-config'

/** Props of SiteSearch. */
export interface SiteSearchProps {
  search: SiteConfig['search']
  id: string
}

/**
 * The site search: a plain GET form to the government search site with our affiliate id and the
 * query, as the department's sites do. The CSP's form-action allows that host only.
 */
export function SiteSearch({ search, id }: SiteSearchProps) {
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
      <input className="usa-input" id={id} type="search" name="query" />
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
