import { queryOptions } from '@tanstack/react-query'
import type { Catalogue } from '@portal/schema/catalogue'
import { normalizeCatalogue } from '@portal/schema/normalize-catalogue'
import { getJson } from '#web/lib/http.ts'
import { CATALOGUE_URL } from '#web/lib/api-paths.ts'

/** Query options of the catalogue, shared by every page that shows APIs. */
export const catalogueQueries = {
  all: () =>
    queryOptions({
      queryKey: ['catalogue', 'sandbox'],
      queryFn: ({ signal }) => getJson<Catalogue>(CATALOGUE_URL, { signal }),
      select: normalizeCatalogue,
      staleTime: 5 * 60_000,
    }),
}
