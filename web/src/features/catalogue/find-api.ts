import type {
  CatalogueApi,
  NormalizedCatalogue,
} from '@portal/schema/normalize-catalogue'

/** What a slug in /explore/api/{slug} names: an API, a category (by key), or nothing. */
export type SlugTarget =
  | { kind: 'api'; api: CatalogueApi }
  | { kind: 'category'; name: string; apis: CatalogueApi[] }
  | { kind: 'none' }

/** How the catalogue is seen: what is deactivated now, and what the server's flags switch off. */
export interface SlugRules {
  isDeactivated: (api: CatalogueApi) => boolean
  isEnabled?: (api: CatalogueApi) => boolean
  isCategoryEnabled?: (categoryKey: string) => boolean
}

/**
 * Finds the API of a slug, stealth-launched ones included (they are hidden from lists only).
 * A category key in the slug position names the category, with its non-deactivated APIs. What
 * the flags switch off is not found.
 */
export function findSlugTarget(
  catalogue: NormalizedCatalogue,
  slug: string,
  {
    isDeactivated,
    isEnabled = () => true,
    isCategoryEnabled = () => true,
  }: SlugRules,
): SlugTarget {
  const api = catalogue.apis.find((candidate) => candidate.urlSlug === slug)
  if (api) return isEnabled(api) ? { kind: 'api', api } : { kind: 'none' }
  const category = catalogue.categories.find(
    (candidate) => candidate.key === slug,
  )
  if (category && isCategoryEnabled(category.key)) {
    return {
      kind: 'category',
      name: category.name,
      apis: category.apis.filter(
        (candidate) =>
          isEnabled(candidate) &&
          !candidate.isStealthLaunched &&
          !isDeactivated(candidate),
      ),
    }
  }
  return { kind: 'none' }
}
