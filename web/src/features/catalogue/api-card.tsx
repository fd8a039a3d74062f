import type { CatalogueApi } from '@portal/schema/normalize-catalogue'

/** Props of ApiCard. */
export interface ApiCardProps {
  api: CatalogueApi
}

/** One API in the list: its name, category and description. */
export function ApiCard({ api }: ApiCardProps) {
  return (
    <li className="usa-card api-card">
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h2 className="usa-card__heading">{api.name}</h2>
        </div>
        <div className="usa-card__body">
          <ul className="api-card__tags" aria-label="Tags">
            <li className="usa-tag">{api.categoryName}</li>
          </ul>
          <p>{api.description}</p>
        </div>
      </div>
    </li>
  )
}
