import { queryOptions } from '@tanstack/react-query'
import { CatalogueSchema } from '@portal/schema/catalogue'
import { normalizeCatalogue } from '@portal/schema/normalize-catalogue'
import { getJson } from '#web/lib/http.ts'
import { CATALOGUE_URL } from '#web/lib/api-paths.ts'

/** Query options of the catalogue, shared by every page that shows APIs. */
export const catalogueQueries = {
  all: () =>
    queryOptions({
      queryKey: ['catalogue', 'sandbox'],
      queryFn: ({ signal }) =>
        getJson(CATALOGUE_URL, CatalogueSchema, { signal }),
      select: normalizeCatalogue,
      staleTime: 5 * 60_000,
    }),
}
