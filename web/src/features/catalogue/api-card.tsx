import { Link } from 'react-router'
import type { CatalogueApi } from '@portal/schema/normalize-catalogue'
import { ApiTags } from './api-tags.tsx'

/** Props of ApiCard. */
export interface ApiCardProps {
  api: CatalogueApi
}

/** One API in the list: its name (linking to its page), tags and description. */
export function ApiCard({ api }: ApiCardProps) {
  return (
    <li className="usa-card api-card">
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h2 className="usa-card__heading">
            <Link to={`/explore/api/${api.urlSlug}`}>{api.name}</Link>
          </h2>
        </div>
        <div className="usa-card__body">
          <ApiTags api={api} />
          <p>{api.description}</p>
        </div>
      </div>
    </li>
  )
}
