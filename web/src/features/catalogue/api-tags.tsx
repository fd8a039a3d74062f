import type { CatalogueApi } from '@portal/schema/normalize-catalogue'
import spriteUrl from '@uswds/uswds/img/sprite.svg'

// Category keys shown under their URL names.
const CATEGORY_TAG_NAMES: Record<string, string> = {
  loanGuaranty: 'loan-guaranty',
  vaForms: 'forms',
}

/** Props of ApiTags. */
export interface ApiTagsProps {
  api: CatalogueApi
}

/** The tags of an API: restricted access (with a lock), category, auth types, open data. */
export function ApiTags({ api }: ApiTagsProps) {
  const tags = [
    api.restrictedAccess.restricted ? 'Restricted access' : null,
    CATEGORY_TAG_NAMES[api.categoryUrlFragment] ?? api.categoryUrlFragment,
    api.apikey ? 'API key' : null,
    api.oAuthTypes?.includes('AuthorizationCodeGrant')
      ? 'Authorization Code Grant'
      : null,
    api.oAuthTypes?.includes('ClientCredentialsGrant')
      ? 'Client Credentials Grant'
      : null,
    api.openData ? 'Open data' : null,
  ].filter((tag): tag is string => tag !== null)
  return (
    <ul className="api-tags" aria-label={`${api.name} tags`}>
      {tags.map((tag) => (
        <li
          key={tag}
          className={`usa-tag api-tags__tag${tag === 'Restricted access' ? ' api-tags__tag--restricted' : ''}`}
        >
          {tag === 'Restricted access' ? (
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
