import type { SUPPORT_QUEUE_SORTS } from '@portal/schema/support-desk-status'
import { queueParams } from '#web/console/queue-params.ts'

// The queue's filters live in the page's address (a filtered view can be shared, and Back works).

/** The queue's parameters, in the order the filters form shows them. */
const QUEUE = queueParams([
  'q',
  'status',
  'type',
  'assignee',
  'handedOff',
  'sort',
  'page',
])

/**
 * The API's query string for an address's parameters: known ones, trimmed, empty ones left out.
 * `forced` parameters win (the publishers' queue is always the handed-off requests).
 */
export const deskQueryString = QUEUE.queryString

/** The address of another page of the same view. */
export const pageLink = QUEUE.pageLink

/** The filters of a submitted filters form, as the address keeps them (a new view: page 1). */
export const paramsOfForm = QUEUE.paramsOfForm

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
