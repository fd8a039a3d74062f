import { queryOptions, useQuery } from '@tanstack/react-query'
import { SiteConfigSchema, type SiteConfig } from '@portal/schema/site-config'
import { SITE_CONFIG_URL } from './api-paths.ts'
import { getJson } from './http.ts'

/** The site configuration: feature flags and configurable addresses, read once per visit. */
const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: ({ signal }) =>
    getJson(SITE_CONFIG_URL, SiteConfigSchema, { signal }),
  staleTime: Infinity,
})

/** The site configuration once loaded; undefined before (and if it cannot be loaded). */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data
}
