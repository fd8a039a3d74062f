import type { ApiEntry } from '@portal/schema/catalogue'
import { makeApiEntry } from '@portal/schema/fixtures/catalogue'
import {
  publicStatus,
  type PublicEnvironment,
} from '@portal/schema/public-status'
import { statusApiOf, type PublicApi } from '#web/catalogue/public-catalogue.ts'

/** A catalogue API with its public status, as usePublicCatalogue gives it (now, no flags). */
export function makePublicApi(
  overrides: Partial<ApiEntry> = {},
  environment: Partial<PublicEnvironment> = {},
): PublicApi {
  const api = {
    ...makeApiEntry(overrides),
    categoryUrlFragment: 'facilities',
    categoryUrlSlug: 'facilities',
    categoryName: 'Facilities',
  }
  return {
    ...api,
    status: publicStatus(statusApiOf(api), { now: new Date(), ...environment }),
  }
}
