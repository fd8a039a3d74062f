import type { Catalogue } from '@portal/schema/catalogue'
import {
  apiContentOf,
  findApiBySlug,
  type ApiContent,
} from '@portal/schema/markdown-tree'
import { markdownTree } from './markdown-tree.ts'

/**
 * The catalogue markdown of the API with this slug, rendered (R-PERF-MARKDOWN-SERVER), or null
 * when the catalogue has no such API. Every notice is rendered; the page shows the one the API's
 * public status calls for (R-PUBLIC-DEACTIVATED, R-PUBLIC-DEPRECATED), which depends on the
 * visitor's clock and the build's overrides.
 */
export function apiContent(
  catalogue: Catalogue,
  urlSlug: string,
): ApiContent | null {
  const api = findApiBySlug(catalogue, urlSlug)
  return api ? apiContentOf(api, markdownTree) : null
}
