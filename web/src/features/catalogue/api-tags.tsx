import { apiTagsOf, RESTRICTED_TAG } from '@portal/schema/api-tags'
import type { CatalogueApi } from '@portal/schema/normalize-catalogue'

// USWDS's lock icon (img/usa-icons/lock.svg), drawn in place: through the sprite it cost Explore
// and every page listing APIs the whole 20 kB icon sprite on the way to its first paint.
const LOCK_PATH =
  'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2z'

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
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d={LOCK_PATH} />
            </svg>
          ) : null}
          {tag}
        </li>
      ))}
    </ul>
  )
}
