import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SiteConfig } from '@portal/schema/site-config'
import { SITE_CONFIG_URL } from './api-paths.ts'
import { getJson } from './http.ts'
import { usePageOrigin } from './server-render.ts'

/** The site configuration: feature flags and configurable addresses, read once per visit. */
const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: ({ signal }) => getJson<SiteConfig>(SITE_CONFIG_URL, { signal }),
  staleTime: Infinity,
})

/** The site configuration once loaded; undefined before (and if it cannot be loaded). */
export function useSiteConfig(): SiteConfig | undefined {
  return useSiteConfigState().config
}

/**
 * The site configuration with its loading state, for pages whose content depends on the flags
 * and must not show before they are known. A configuration that cannot be loaded counts as loaded
 * without one (every flag at its default).
 */
export function useSiteConfigState(): {
  config: SiteConfig | undefined
  isLoading: boolean
} {
  const query = useQuery(siteConfigQuery)
  return { config: query.data, isLoading: query.isPending }
}

/**
 * The sandbox base address (R-GATEWAY-URLS), or until the configuration is known the server's
 * default (`/sandbox-api` on this origin), so examples built from it never name another host.
 */
export function useSandboxBaseUrl(): string {
  const origin = usePageOrigin()
  return useSiteConfig()?.sandboxBaseUrl ?? `${origin}/sandbox-api`
}
