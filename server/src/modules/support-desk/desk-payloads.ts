import type {
  SupportDeskRequest,
  SupportEvent,
  SupportQueueRow,
} from '@portal/schema/support-desk'
import {
  PUBLISHER_ACTIONS,
  REPLY_FROM,
  supportActionsFrom,
  supportReference,
  type SupportStatus,
  isSupportAssignable,
} from '@portal/schema/support-desk-status'
import type { DeskRow, DeskStore } from './desk-store.ts'
import type { DeskQueueRow } from './queue-store.ts'

// The answers of the desk's reads, built from stored rows.

/** One queue row as the console shows it. */
export const queueRowOf = (row: DeskQueueRow): SupportQueueRow => ({
  id: row.id,
  type: row.type,
  status: row.status as SupportStatus,
  name: `${row.first_name} ${row.last_name}`,
  email: row.email,
  organization: row.organization,
  summary: row.summary,
  submittedAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  handedOffAt: row.handed_off_at?.toISOString() ?? null,
  assignee:
    row.assignee_id && row.assignee_name && row.assignee_email
      ? {
          id: row.assignee_id,
          name: row.assignee_name,
          email: row.assignee_email,
        }
      : null,
})

// Notes, assignments and hand-offs are the staff's own business; moves and replies are the
// requester's too (a reply was emailed to them).
const INTERNAL_KINDS = new Set(['note', 'assignment', 'handoff'])

type EventRow = Awaited<ReturnType<DeskStore['events']>>[number]

const toEvent = (row: EventRow): SupportEvent => ({
  id: String(row.id),
  at: row.at.toISOString(),
  kind: row.kind,
  action: row.action,
  status: row.status,
  staffName: row.staff_name,
  message: row.message,
  isInternal: INTERNAL_KINDS.has(row.kind),
})

/**
 * The console's view of a request: what was sent, the timeline (the submission first), and what
 * this staff member may do now (`withSupportRole`: everything; a publisher: note and close).
 */
export async function deskRequestOf(
  store: DeskStore,
  row: DeskRow,
  withSupportRole: boolean,
): Promise<SupportDeskRequest> {
  const [events, assignee] = await Promise.all([
    store.events(row.id),
    row.assignee_id ? store.staffRef(row.assignee_id) : undefined,
  ])
  const submitted: SupportEvent = {
    id: 'submitted',
    at: row.created_at.toISOString(),
    kind: 'submitted',
    action: null,
    status: 'new',
    staffName: null,
    message: null,
    isInternal: false,
  }
  const actions = supportActionsFrom(row.status).filter(
    (action) => withSupportRole || PUBLISHER_ACTIONS.includes(action),
  )
  return {
    id: row.id,
    reference: supportReference(row.id),
    type: row.type,
    status: row.status,
    submittedAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    handedOffAt: row.handed_off_at?.toISOString() ?? null,
    assignee: assignee ?? null,
    request: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      organization: row.organization,
      role: row.role,
      description: row.description,
      apis: row.apis,
      apiDetails: row.api_details,
      apiDescription: row.api_description,
      apiInternalOnly: row.api_internal_only,
      apiInternalOnlyDetails: row.api_internal_only_details,
      apiOtherInfo: row.api_other_info,
    },
    events: [submitted, ...events.map(toEvent)],
    actions,
    canReply: withSupportRole && REPLY_FROM.includes(row.status),
    canHandOff:
      withSupportRole &&
      row.type === 'PUBLISHING' &&
      row.handed_off_at === null &&
      row.status !== 'closed',
    canAssign: withSupportRole && isSupportAssignable(row.status),
  }
}
