import { queryOptions } from '@tanstack/react-query'
import type { AccountItems } from '@portal/schema/developer-accounts'
import { getJson } from '#web/lib/http.ts'
import { ACCOUNT_API, ACCOUNT_QUERY_KEY } from '#web/account/account-api.ts'

/** Everything the account owns. */
export const accountItemsQuery = () =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_KEY, 'items'],
    queryFn: ({ signal }) =>
      getJson<AccountItems>(`${ACCOUNT_API}/items`, { signal }),
  })
