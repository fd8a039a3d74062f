import type { SUPPORT_QUEUE_SORTS } from '@portal/schema/support-desk-status'

// The queue's filters live in the page's address (a filtered view can be shared, and Back works):
// these pure functions read them and turn them into the API's query.

/** The queue's parameters, in the order the filters form shows them. */
const QUEUE_PARAMS = [
  'q',
  'status',
  'type',
  'assignee',
  'handedOff',
  'sort',
  'page',
] as const

/**
 * The API's query string for an address's parameters: known ones, trimmed, empty ones left out.
 * `forced` parameters win (the publishers' queue is always the handed-off requests).
 */
export function deskQueryString(
  params: URLSearchParams,
  forced: Record<string, string> = {},
): string {
  const query = new URLSearchParams()
  for (const name of QUEUE_PARAMS) {
    const value = forced[name] ?? params.get(name)?.trim()
    if (value) query.set(name, value)
  }
  return query.toString()
}

/** The address of another page of the same view. */
export function pageLink(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(deskQueryString(params))
  if (page > 1) next.set('page', String(page))
  else next.delete('page')
  return `?${next.toString()}`
}

/** The filters of a submitted filters form, as the address keeps them (a new view: page 1). */
export function paramsOfForm(data: FormData): URLSearchParams {
  const next = new URLSearchParams()
  for (const name of QUEUE_PARAMS) {
    if (name === 'page') continue
    const value = String(data.get(name) ?? '').trim()
    if (value) next.set(name, value)
  }
  return next
}

/** What people call each sort order. */
export const SORT_LABELS: Record<(typeof SUPPORT_QUEUE_SORTS)[number], string> =
  {
    submitted: 'Submitted, oldest first',
    '-submitted': 'Submitted, newest first',
    updated: 'Last change, oldest first',
    '-updated': 'Last change, newest first',
    name: 'Requester’s last name, A to Z',
    '-name': 'Requester’s last name, Z to A',
  }
