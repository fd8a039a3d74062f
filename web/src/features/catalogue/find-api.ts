import type {
  CatalogueApi,
  NormalizedCatalogue,
} from '@portal/schema/normalize-catalogue'

/** What a slug in /explore/api/{slug} names: an API, a category (by key), or nothing. */
export type SlugTarget =
  | { kind: 'api'; api: CatalogueApi }
  | { kind: 'category'; name: string; apis: CatalogueApi[] }
  | { kind: 'none' }

/**
 * Finds the API of a slug, stealth-launched ones included (they are hidden from lists only).
 * A category key in the slug position names the category, with its non-deactivated APIs.
 */
export function findSlugTarget(
  catalogue: NormalizedCatalogue,
  slug: string,
  isDeactivated: (api: CatalogueApi) => boolean,
): SlugTarget {
  const api = catalogue.apis.find((candidate) => candidate.urlSlug === slug)
  if (api) return { kind: 'api', api }
  const category = catalogue.categories.find(
    (candidate) => candidate.key === slug,
  )
  if (category) {
    return {
      kind: 'category',
      name: category.name,
      apis: category.apis.filter(
        (candidate) =>
          !candidate.isStealthLaunched && !isDeactivated(candidate),
      ),
    }
  }
  return { kind: 'none' }
}
