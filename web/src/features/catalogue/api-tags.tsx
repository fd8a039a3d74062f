import { apiTagsOf, RESTRICTED_TAG } from '@portal/schema/api-tags'
import type { CatalogueApi } from '@portal/schema/normalize-catalogue'
import spriteUrl from '@uswds/uswds/img/sprite.svg'

/** Props of ApiTags. */
export interface ApiTagsProps {
  api: CatalogueApi
}

/** The tags of an API: restricted access (with a lock), category, auth types, open data. */
export function ApiTags({ api }: ApiTagsProps) {
  const tags = apiTagsOf(api)
  return (
    <ul className="api-tags" aria-label={`${api.name} tags`}>
      {tags.map((tag) => (
        <li
          key={tag}
          className={`usa-tag api-tags__tag${tag === RESTRICTED_TAG ? ' api-tags__tag--restricted' : ''}`}
        >
          {tag === RESTRICTED_TAG ? (
            <svg
              className="usa-icon api-tags__lock"
              aria-hidden="true"
              focusable="false"
            >
              <use href={`${spriteUrl}#lock`} />
            </svg>
          ) : null}
          {tag}
        </li>
      ))}
    </ul>
  )
}
