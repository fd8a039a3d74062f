import { useOutletContext } from 'react-router'
import type { ApiContent } from '@portal/schema/markdown-tree'
import type { PublicApi } from '#web/catalogue/public-catalogue.ts'

/** What the API area layout gives its pages. */
export interface ApiAreaContext {
  api: PublicApi
  isDeactivated: boolean
  /** The API's catalogue markdown, rendered by the server (R-PERF-MARKDOWN-SERVER). */
  content: ApiContent
}

/** The API whose pages are shown, from the API area layout. */
export function useApiArea(): ApiAreaContext {
  return useOutletContext<ApiAreaContext>()
}
