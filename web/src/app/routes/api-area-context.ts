import { useOutletContext } from 'react-router'
import type { CatalogueApi } from '@portal/schema/normalize-catalogue'

/** What the API area layout gives its pages. */
export interface ApiAreaContext {
  api: CatalogueApi
  isDeactivated: boolean
}

/** The API whose pages are shown, from the API area layout. */
export function useApiArea(): ApiAreaContext {
  return useOutletContext<ApiAreaContext>()
}
