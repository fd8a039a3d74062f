import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { StatusOverrides } from '@portal/schema/public-status'
import { webEnv } from '#web/lib/env.ts'
import { useSiteConfigState } from '#web/lib/site-config.ts'
import { catalogueQueries } from './catalogue-queries.ts'
import { toPublicCatalogue, type PublicCatalogue } from './public-catalogue.ts'

/** The overrides of this build (VITE_DEPRECATED_APIS, VITE_DEACTIVATED_APIS). */
const BUILD_STATUS_OVERRIDES: StatusOverrides = {
  deprecated: webEnv.VITE_DEPRECATED_APIS,
  deactivated: webEnv.VITE_DEACTIVATED_APIS,
}

/** The public catalogue and how its loading goes. */
export interface PublicCatalogueState {
  /** Undefined until both the catalogue and the site configuration are in. */
  catalogue: PublicCatalogue | undefined
  isPending: boolean
  isError: boolean
}

/**
 * The catalogue as the public sees it, for every page that shows or offers APIs. It waits for the
 * site configuration as well, so an API the flags switch off never flashes (ADR 011); a
 * configuration that cannot be loaded counts as every flag at its default.
 */
export function usePublicCatalogue(): PublicCatalogueState {
  const query = useQuery(catalogueQueries.all())
  const siteConfig = useSiteConfigState()
  const data = siteConfig.isLoading ? undefined : query.data
  const flags = siteConfig.config?.flags
  const catalogue = useMemo(
    () =>
      data
        ? toPublicCatalogue(data, {
            now: new Date(),
            flags,
            overrides: BUILD_STATUS_OVERRIDES,
          })
        : undefined,
    [data, flags],
  )
  return {
    catalogue,
    isPending: !catalogue && !query.isError,
    isError: query.isError,
  }
}
