import type { CatalogueApi } from '@portal/schema/normalize-catalogue'

/** What the feature flags look at: the API's urlFragment and its category key. */
export function flagTarget(api: CatalogueApi): {
  urlFragment: string
  categoryKey: string
} {
  return { urlFragment: api.urlFragment, categoryKey: api.categoryUrlFragment }
}
