import { queryOptions } from '@tanstack/react-query'
import type {
  ApiEntryDetail,
  ApiEntryHistory,
  ApiEntryInput,
  ApiEntryList,
  ApiEntryPreview,
} from '@portal/schema/api-entry'
import type { DeprecationNoticesSummary } from '@portal/schema/deprecation-notices'
import type { MarkdownTree } from '@portal/schema/markdown-tree'
import { CONSOLE_API, CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { getJson, postJson } from '#web/lib/http.ts'
import { putJson } from '#web/lib/http-send.ts'

/** The console's API entries (R-ENTRY-*). */
const ENTRIES_URL = `${CONSOLE_API}/api-entries`
const entryUrl = (id: string) => `${ENTRIES_URL}/${encodeURIComponent(id)}`

/** The query keys of API entries start with this: a change drops them all. */
export const ENTRIES_KEY = [CONSOLE_QUERY_KEY, 'api-entries'] as const

/** The publisher's queries. */
export const apiEntryQueries = {
  list: (q: string) =>
    queryOptions({
      queryKey: [...ENTRIES_KEY, 'list', q],
      queryFn: ({ signal }) =>
        getJson<ApiEntryList>(
          `${ENTRIES_URL}${q ? `?q=${encodeURIComponent(q)}` : ''}`,
          { signal },
        ),
      retry: false,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...ENTRIES_KEY, 'detail', id],
      queryFn: ({ signal }) =>
        getJson<ApiEntryDetail>(entryUrl(id), { signal }),
      retry: false,
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: [...ENTRIES_KEY, 'history', id],
      queryFn: ({ signal }) =>
        getJson<ApiEntryHistory>(`${entryUrl(id)}/versions`, { signal }),
      retry: false,
    }),
  /**
   * Who an API's deprecation notices reach and how many went out (R-DEPRECATION-CONSOLE). The
   * notices are queued just after a publish commits, so a published deprecation with none sent
   * yet is asked again each second until the count is there.
   */
  deprecationNotices: (id: string) =>
    queryOptions({
      queryKey: [...ENTRIES_KEY, 'deprecation-notices', id],
      queryFn: ({ signal }) =>
        getJson<DeprecationNoticesSummary>(
          `${entryUrl(id)}/deprecation-notices`,
          { signal },
        ),
      retry: false,
      refetchInterval: (query) =>
        query.state.data?.publishedAt && query.state.data.sent.length === 0
          ? 1000
          : false,
    }),
  /** One markdown text as the public pages render it (the editor's live preview). */
  markdown: (markdown: string) =>
    queryOptions({
      queryKey: [...ENTRIES_KEY, 'markdown', markdown],
      queryFn: () =>
        postJson<{ tree: MarkdownTree }>(`${ENTRIES_URL}/markdown-preview`, {
          markdown,
        }),
      retry: false,
      staleTime: Infinity,
    }),
}

/** The publisher's changes; each answers the entry as it is now. */
export const apiEntryActions = {
  create: (entry: ApiEntryInput) =>
    postJson<ApiEntryDetail>(ENTRIES_URL, entry),
  save: (id: string, entry: ApiEntryInput) =>
    putJson<ApiEntryDetail>(entryUrl(id), entry),
  revert: (id: string, version: number) =>
    postJson<ApiEntryDetail>(`${entryUrl(id)}/versions/${version}/revert`, {}),
  preview: (entry: ApiEntryInput) =>
    postJson<ApiEntryPreview>(`${ENTRIES_URL}/preview`, entry),
}
