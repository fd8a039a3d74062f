import {
  type AGE_FILTERS,
  type QUEUE_SORTS,
} from '@portal/schema/production-review-texts'
import { queueParams } from '#web/console/queue-params.ts'

// The queue's filters live in the page's address (a filtered view can be shared, and Back works).

/** The queue's parameters, in the order the filters form shows them. */
const QUEUE = queueParams([
  'q',
  'status',
  'api',
  'authType',
  'age',
  'assignee',
  'sort',
  'page',
])

/** The API's query string for an address's parameters: known ones, trimmed, empty ones left out. */
export const queueQueryString = (params: URLSearchParams): string =>
  QUEUE.queryString(params)

/** The address of another page of the same view. */
export const pageLink = QUEUE.pageLink

/** The filters of a submitted filters form, as the address keeps them (a new view: page 1). */
export const paramsOfForm = QUEUE.paramsOfForm

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
