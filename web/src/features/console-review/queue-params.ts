import {
  type AGE_FILTERS,
  type QUEUE_SORTS,
} from '@portal/schema/production-review-texts'

// The queue's filters live in the page's address (a filtered view can be shared, and Back works):
// these pure functions read them and turn them into the API's query.

/** The queue's parameters, in the order the filters form shows them. */
const QUEUE_PARAMS = [
  'q',
  'status',
  'api',
  'authType',
  'age',
  'assignee',
  'sort',
  'page',
] as const

/** The API's query string for an address's parameters: known ones, trimmed, empty ones left out. */
export function queueQueryString(params: URLSearchParams): string {
  const query = new URLSearchParams()
  for (const name of QUEUE_PARAMS) {
    const value = params.get(name)?.trim()
    if (value) query.set(name, value)
  }
  return query.toString()
}

/** The address of another page of the same view. */
export function pageLink(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(queueQueryString(params))
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
export const SORT_LABELS: Record<(typeof QUEUE_SORTS)[number], string> = {
  due: 'Review due, soonest first',
  '-due': 'Review due, latest first',
  submitted: 'Submitted, oldest first',
  '-submitted': 'Submitted, newest first',
  organization: 'Organization, A to Z',
  '-organization': 'Organization, Z to A',
  appName: 'Application, A to Z',
  '-appName': 'Application, Z to A',
}

/** What people call each age filter. */
export const AGE_LABELS: Record<(typeof AGE_FILTERS)[number], string> = {
  overdue: 'Overdue (review past 10 business days)',
  due_soon: 'Review due within 3 days',
  on_track: 'On track',
}
