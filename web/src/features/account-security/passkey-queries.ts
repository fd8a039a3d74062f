import { queryOptions } from '@tanstack/react-query'
import type { Passkey } from '@portal/schema/developer-accounts'
import { getJson } from '#web/lib/http.ts'
import { ACCOUNT_API, ACCOUNT_QUERY_KEY } from '#web/account/account-api.ts'

/** The account's passkeys. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_KEY, 'passkeys'],
    queryFn: ({ signal }) =>
      getJson<Passkey[]>(`${ACCOUNT_API}/passkeys`, { signal }),
  })
