import { API_PREFIX } from '#web/lib/api-paths.ts'

/** The developer's restricted-access API (R-RESTRICTED-ASK, R-RESTRICTED-LINK). */
export const RESTRICTED_ACCESS_URL = `${API_PREFIX}/v0/consumers/restricted-access-requests`
