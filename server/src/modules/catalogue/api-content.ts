import type { Catalogue } from '@portal/schema/catalogue'
import type { ApiContent } from '@portal/schema/markdown-tree'
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
  const api = Object.values(catalogue)
    .flatMap((category) => category.apis)
    .find((candidate) => candidate.urlSlug === urlSlug)
  if (!api) return null
  const info = api.deactivationInfo
  // An empty notice is no notice: the page shows none (as it did when it rendered the text).
  const notice = (text: string | undefined) =>
    text ? markdownTree(text) : null
  return {
    overview: markdownTree(
      api.overviewPageContent.replaceAll('{API_URL_SLUG}', api.urlSlug),
    ),
    releaseNotes: markdownTree(api.releaseNotes),
    deprecationNotice: notice(info?.deprecationContent),
    deactivationNotice: notice(
      info
        ? info.deactivationContent
        : `${api.name} is deactivated and no longer available.`,
    ),
    docIntros: api.docSources.map((source) =>
      source.apiIntro ? markdownTree(source.apiIntro) : null,
    ),
  }
}
