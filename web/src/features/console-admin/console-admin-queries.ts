import { queryOptions } from '@tanstack/react-query'
import type { AuditPage, StaffMember } from '@portal/schema/staff'
import { getJson } from '#web/lib/http.ts'
import { CONSOLE_API, CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'

/** The audit trail's filters as the page's address carries them. */
export const AUDIT_FILTERS = [
  'actor',
  'action',
  'entityType',
  'entityId',
  'from',
  'to',
] as const

/** One of the audit trail's filters. */
export type AuditFilter = (typeof AUDIT_FILTERS)[number]

/** The filters (and page) of an address, as the API's query string. */
export function auditQueryString(params: URLSearchParams): string {
  const query = new URLSearchParams()
  for (const name of [...AUDIT_FILTERS, 'page'] as const) {
    const value = params.get(name)?.trim()
    if (value) query.set(name, value)
  }
  return query.toString()
}

/** Staff URLs of the admin's API. */
export const STAFF_URL = `${CONSOLE_API}/staff`
export const staffMemberUrl = (id: string) =>
  `${STAFF_URL}/${encodeURIComponent(id)}`

/** The CSV export of the audit trail with the same filters. */
export const auditCsvUrl = (params: URLSearchParams) => {
  const query = new URLSearchParams(auditQueryString(params))
  query.delete('page')
  const text = query.toString()
  return `${CONSOLE_API}/audit.csv${text ? `?${text}` : ''}`
}

/** The admin's queries. */
export const consoleAdminQueries = {
  staff: () =>
    queryOptions({
      queryKey: [CONSOLE_QUERY_KEY, 'staff'],
      queryFn: ({ signal }) =>
        getJson<{ staff: StaffMember[] }>(STAFF_URL, { signal }),
      retry: false,
    }),
  audit: (query: string) =>
    queryOptions({
      queryKey: [CONSOLE_QUERY_KEY, 'audit', query],
      queryFn: ({ signal }) =>
        getJson<AuditPage>(`${CONSOLE_API}/audit${query ? `?${query}` : ''}`, {
          signal,
        }),
      retry: false,
    }),
}
