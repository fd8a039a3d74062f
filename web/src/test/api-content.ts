import { http, HttpResponse } from 'msw'
import type { Catalogue } from '@portal/schema/catalogue'
import {
  apiContentOf,
  findApiBySlug,
  type ApiContent,
  type MarkdownTree,
} from '@portal/schema/markdown-tree'
import { getJson } from '#web/lib/http.ts'

/**
 * A stand-in for the server's markdown rendering in page tests (which texts the content carries
 * is the shared rule, apiContentOf): each blank-line-separated block of the markdown becomes a
 * paragraph of its source text. The web has no markdown parser; the real
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
      const api = findApiBySlug(catalogue, String(params.urlSlug))
      return api
        ? HttpResponse.json({
            ...apiContentOf(api, plainTree),
            ...rendered[api.urlSlug],
          })
        : HttpResponse.json({ errors: ['API not found'] }, { status: 404 })
    },
  )
}
