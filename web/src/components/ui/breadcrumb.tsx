import { Link } from 'react-router'

/** One crumb; the last one is the current page and has no link. */
interface Crumb {
  label: string
  to?: string
}

/** Props of Breadcrumb. */
export interface BreadcrumbProps {
  crumbs: Crumb[]
}

/** The USWDS breadcrumb trail. */
export function Breadcrumb({ crumbs }: BreadcrumbProps) {
  return (
    <nav className="usa-breadcrumb" aria-label="Breadcrumbs">
      <ol className="usa-breadcrumb__list">
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1
          return (
            <li
              key={`${crumb.label}-${index}`}
              className={`usa-breadcrumb__list-item${isCurrent ? ' usa-current' : ''}`}
              aria-current={isCurrent ? 'page' : undefined}
            >
              {crumb.to && !isCurrent ? (
                <Link className="usa-breadcrumb__link" to={crumb.to}>
                  <span>{crumb.label}</span>
                </Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
