import { http, HttpResponse } from 'msw'
import type { ApiEntry, Catalogue } from '@portal/schema/catalogue'
import type { ApiContent, MarkdownTree } from '@portal/schema/markdown-tree'
import { getJson } from '#web/lib/http.ts'

/**
 * A stand-in for the server's rendering in page tests: each blank-line-separated block of the
 * markdown becomes a paragraph of its source text. The web has no markdown parser; the real
 * rendering is tested on the server (markdown-tree.test.ts), and the web's rendering of trees in
 * markdown.test.tsx. Tests that need elements serve a tree of their own.
 */
function plainTree(markdown: string): MarkdownTree {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => ['p', null, block])
}

const orNull = (markdown: string | undefined) =>
  markdown ? plainTree(markdown) : null

/** What the server answers for an API, with plainTree in place of its markdown rendering. */
function apiContentOf(api: ApiEntry): ApiContent {
  const info = api.deactivationInfo
  return {
    overview: plainTree(
      api.overviewPageContent.replaceAll('{API_URL_SLUG}', api.urlSlug),
    ),
    releaseNotes: plainTree(api.releaseNotes),
    deprecationNotice: orNull(info?.deprecationContent),
    deactivationNotice: orNull(
      info
        ? info.deactivationContent
        : `${api.name} is deactivated and no longer available.`,
    ),
    docIntros: api.docSources.map((source) => orNull(source.apiIntro)),
  }
}

/**
 * The content endpoint, answering from whatever catalogue the test serves (the request for it
 * goes through the mocked network too), 404 for a slug it does not have. `rendered` stands for
 * the server's rendering of some APIs' markdown, by slug.
 */
export function apiContentHandlerWith(
  rendered: Record<string, Partial<ApiContent>> = {},
) {
  return http.get(
    '*/platform-backend/v0/providers/:urlSlug/content',
    async ({ request, params }) => {
      const catalogueUrl = new URL(
        '/platform-backend/v0/providers/transformations/legacy.json',
        request.url,
      )
      const catalogue = await getJson<Catalogue>(catalogueUrl.href)
      const api = Object.values(catalogue)
        .flatMap((category) => category.apis)
        .find((candidate) => candidate.urlSlug === params.urlSlug)
      return api
        ? HttpResponse.json({ ...apiContentOf(api), ...rendered[api.urlSlug] })
        : HttpResponse.json({ errors: ['API not found'] }, { status: 404 })
    },
  )
}
