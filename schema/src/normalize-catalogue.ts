import type { ApiEntry, Catalogue } from './catalogue.ts'

/** An API with the category facts the client needs beside it. */
export interface CatalogueApi extends ApiEntry {
  categoryUrlFragment: string
  categoryUrlSlug: string
  categoryName: string
}

/** A category as the client shows it. */
export interface CatalogueCategory {
  key: string
  name: string
  urlSlug: string
  apis: CatalogueApi[]
}

/** The catalogue in the shape the client works with. */
export interface NormalizedCatalogue {
  categories: CatalogueCategory[]
  apis: CatalogueApi[]
}

/** Drops a trailing "APIs" from a category name: "Health APIs" → "Health". */
export function displayCategoryName(name: string): string {
  return name.replace(/\s*APIs$/, '')
}

/**
 * Turns the legacy response (keyed by category) into ordered categories and one flat API list,
 * each API carrying its category's key (`categoryUrlFragment`), slug and display name.
 */
export function normalizeCatalogue(catalogue: Catalogue): NormalizedCatalogue {
  const categories = Object.entries(catalogue).map(
    ([key, category]): CatalogueCategory => {
      const name = displayCategoryName(category.name)
      return {
        key,
        name,
        urlSlug: category.urlSlug,
        apis: category.apis.map((api) => ({
          ...api,
          categoryUrlFragment: key,
          categoryUrlSlug: category.urlSlug,
          categoryName: name,
        })),
      }
    },
  )
  return { categories, apis: categories.flatMap((category) => category.apis) }
}
