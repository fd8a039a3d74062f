import type {
  CatalogueApi,
  CatalogueCategory,
  NormalizedCatalogue,
} from '@portal/schema/normalize-catalogue'
import {
  publicStatus,
  type PublicEnvironment,
  type PublicStatus,
  type PublicStatusApi,
} from '@portal/schema/public-status'
import { isCategoryEnabled } from '@portal/schema/feature-flags'

/** An API of the catalogue with what the public may see and use of it. */
export interface PublicApi extends CatalogueApi {
  status: PublicStatus
}

/** A category the flags leave on, with its listed APIs. */
interface PublicCategory extends CatalogueCategory {
  apis: PublicApi[]
}

/** The catalogue with the public-status rule applied: what every page shows. */
export interface PublicCatalogue {
  /** Every API with its status, found or not (look at `status`). */
  apis: PublicApi[]
  /** R-PUBLIC-LISTED: the APIs lists show. */
  listed: PublicApi[]
  /** R-FLAGS-CATEGORY: the categories not switched off, each with its listed APIs. */
  categories: PublicCategory[]
}

/** What the rule reads of a catalogue API: the catalogue names the category key `categoryUrlFragment`. */
export function statusApiOf(api: CatalogueApi): PublicStatusApi {
  return { ...api, categoryKey: api.categoryUrlFragment }
}

/** Applies the public-status rule to every API of the catalogue. */
export function toPublicCatalogue(
  catalogue: NormalizedCatalogue,
  environment: PublicEnvironment,
): PublicCatalogue {
  const withStatus = (api: CatalogueApi): PublicApi => ({
    ...api,
    status: publicStatus(statusApiOf(api), environment),
  })
  const apis = catalogue.apis.map(withStatus)
  const listed = apis.filter((api) => api.status.isListed)
  const categories = catalogue.categories
    .filter(
      (category) =>
        !environment.flags ||
        isCategoryEnabled(environment.flags, category.key),
    )
    .map((category) => ({
      ...category,
      apis: listed.filter((api) => api.categoryUrlFragment === category.key),
    }))
  return { apis, listed, categories }
}

/** What a slug in /explore/api/{slug} names: an API, a category (by key), or nothing. */
export type SlugTarget =
  | { kind: 'api'; api: PublicApi }
  | { kind: 'category'; name: string; apis: PublicApi[] }
  | { kind: 'none' }

/**
 * Finds the API of a slug (R-PUBLIC-FOUND: stealth-launched and deactivated ones included; what the
 * flags switch off is not found). A category key in the slug position names the category, with
 * its listed APIs.
 */
export function findSlugTarget(
  catalogue: PublicCatalogue,
  slug: string,
): SlugTarget {
  const api = catalogue.apis.find((candidate) => candidate.urlSlug === slug)
  if (api) return api.status.isFound ? { kind: 'api', api } : { kind: 'none' }
  const category = catalogue.categories.find(
    (candidate) => candidate.key === slug,
  )
  return category
    ? { kind: 'category', name: category.name, apis: category.apis }
    : { kind: 'none' }
}
