import {
  SUPPORT_QUEUE_DEFAULTS,
  type SupportAssign,
  type SupportDeskRequest,
  type SupportQueue,
  type SupportQueueQuery,
  type SupportTransition,
} from '@portal/schema/support-desk'
import {
  nextSupportStatus,
  PUBLISHER_ACTIONS,
  REPLY_FROM,
  SUPPORT_ACTION_TEXTS,
  SUPPORT_DESK_ERRORS,
  SUPPORT_STATUS_LABELS,
  type SupportStatus,
  isSupportAssignable,
} from '@portal/schema/support-desk-status'
import { STAFF_MESSAGES, type StaffRole } from '@portal/schema/staff'
import {
  ConflictError,
  HttpError,
  InputError,
  NotFoundError,
} from '../../errors.ts'
import {
  SUPPORT_REPLY_TEMPLATE,
  type SupportReplyPayload,
} from '../outbox/index.ts'
import type { AuditEntry } from '../staff-auth/index.ts'
import { deskRequestOf, queueRowOf } from './desk-payloads.ts'
import type { DeskQueueStore } from './queue-store.ts'
import type { DeskRow, DeskStore, DeskWriter } from './desk-store.ts'

/** The staff member making a call, and what the audit row says of them. */
export interface DeskActor {
  id: string
  roles: readonly StaffRole[]
  audit: Pick<AuditEntry, 'staff' | 'ip' | 'requestId'>
}

/** What the desk's rules need. */
export interface DeskServiceDeps {
  store: DeskStore
  queueStore: DeskQueueStore
  now: () => number
  /** The support team's mailbox: the requester's answers to a reply go there. */
  supportEmail: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const notFound = () => new NotFoundError(SUPPORT_DESK_ERRORS.notFound)

const refuse = (status: SupportStatus, verb: string) =>
  new ConflictError(
    SUPPORT_DESK_ERRORS.transition(SUPPORT_STATUS_LABELS[status], verb),
  )

/** Support staff work every request; a publisher only those handed to publishing. */
const isSupport = (actor: Pick<DeskActor, 'roles'>) =>
  actor.roles.includes('support')

/** Whether the actor may see the request at all (others get the 404 of a missing one). */
const canSee = (actor: Pick<DeskActor, 'roles'>, row: DeskRow) =>
  isSupport(actor) || row.handed_off_at !== null

/** The support desk: the queue, a request, assignment, notes, replies, moves, hand-off (R-SUPPORT-DESK-*). */
export function createDeskService(deps: DeskServiceDeps) {
  const { store, now } = deps

  // One change: the rule's work, then the audit row, on the locked request's transaction.
  const change = (
    id: string,
    actor: DeskActor,
    action: string,
    work: (
      row: DeskRow,
      write: DeskWriter,
      at: Date,
    ) => Promise<{ before: unknown; after: unknown }>,
  ) =>
    store.change(id, async (row, write) => {
      if (!canSee(actor, row)) throw notFound()
      const at = new Date(now())
      const { before, after } = await work(row, write, at)
      await write.audit({
        ...actor.audit,
        action: `support_request.${action}`,
        entityType: 'support_request',
        entityId: id,
        before,
        after,
        at,
      })
    })

  // 404 for an id that is not a request's (a malformed one included) or one the actor may not see.
  const detail = async (
    id: string,
    actor: Pick<DeskActor, 'roles'>,
  ): Promise<SupportDeskRequest> => {
    const row = UUID.test(id) ? await store.find(id) : undefined
    if (!row || !canSee(actor, row)) throw notFound()
    return deskRequestOf(store, row, isSupport(actor))
  }

  return {
    async queue(
      query: SupportQueueQuery,
      actor: Pick<DeskActor, 'id' | 'roles'>,
    ): Promise<SupportQueue> {
      const page = query.page ?? SUPPORT_QUEUE_DEFAULTS.page
      const pageSize = query.pageSize ?? SUPPORT_QUEUE_DEFAULTS.pageSize
      const { rows, total } = await deps.queueStore.page(
        {
          ...query,
          // A publisher's queue is the requests handed to publishing, whatever was asked.
          handedOff: isSupport(actor) ? query.handedOff : 'yes',
          page,
          pageSize,
          sort: query.sort ?? SUPPORT_QUEUE_DEFAULTS.sort,
        },
        actor.id,
      )
      return { total, page, pageSize, rows: rows.map(queueRowOf) }
    },

    supportStaff: async () => ({ staff: await store.supportStaff() }),

    detail,

    async assign(id: string, to: SupportAssign['to'], actor: DeskActor) {
      await change(id, actor, 'assigned', async (row, write, at) => {
        if (!isSupportAssignable(row.status))
          throw refuse(row.status, 'assigned')
        const assignee =
          to === 'me'
            ? { id: actor.id, name: null }
            : to === 'nobody'
              ? null
              : await write.supportStaff(to)
        if (assignee === undefined)
          throw new InputError([SUPPORT_DESK_ERRORS.notSupportStaff], {
            to: [SUPPORT_DESK_ERRORS.notSupportStaff],
          })
        const assigneeId = assignee?.id ?? null
        await write.update({ assignee_id: assigneeId, updated_at: at })
        await write.event({
          at,
          kind: 'assignment',
          status: row.status,
          staffId: actor.id,
          message: !assignee
            ? 'Unassigned'
            : assignee.id === actor.id
              ? 'Assigned to themselves'
              : `Assigned to ${assignee.name ?? ''}`,
        })
        return {
          before: { assigneeId: row.assignee_id },
          after: { assigneeId },
        }
      })
      return detail(id, actor)
    },

    async addNote(id: string, note: string, actor: DeskActor) {
      await change(id, actor, 'noted', async (row, write, at) => {
        await write.update({ updated_at: at })
        await write.event({
          at,
          kind: 'note',
          status: row.status,
          staffId: actor.id,
          message: note,
        })
        return { before: null, after: { note } }
      })
      return detail(id, actor)
    },

    /** The reply is emailed to the requester with the reference; the request waits on them. */
    async reply(id: string, reply: string, actor: DeskActor) {
      await change(id, actor, 'replied', async (row, write, at) => {
        if (!REPLY_FROM.includes(row.status))
          throw refuse(row.status, SUPPORT_ACTION_TEXTS.reply.verb)
        const to: SupportStatus = 'waiting_on_requester'
        await write.update({ status: to, updated_at: at })
        await write.event({
          at,
          kind: 'reply',
          status: to,
          staffId: actor.id,
          message: reply,
        })
        const payload: SupportReplyPayload = {
          requestId: row.id,
          firstName: row.first_name,
          reply,
          replyTo: deps.supportEmail,
        }
        await write.email(SUPPORT_REPLY_TEMPLATE, row.email, payload)
        return {
          before: { status: row.status },
          after: { status: to, reply, to: row.email },
        }
      })
      return detail(id, actor)
    },

    /** Open, close or reopen: 409 when the status does not allow it. */
    async transition(id: string, body: SupportTransition, actor: DeskActor) {
      await change(id, actor, body.action, async (row, write, at) => {
        if (!isSupport(actor) && !PUBLISHER_ACTIONS.includes(body.action))
          throw new HttpError(403, [STAFF_MESSAGES.roleRequired])
        const to = nextSupportStatus(row.status, body.action)
        if (!to)
          throw refuse(row.status, SUPPORT_ACTION_TEXTS[body.action].verb)
        await write.update({ status: to, updated_at: at })
        await write.event({
          at,
          kind: 'transition',
          action: body.action,
          status: to,
          staffId: actor.id,
        })
        return { before: { status: row.status }, after: { status: to } }
      })
      return detail(id, actor)
    },

    /** A publishing request to the publisher role: once, while open (R-SUPPORT-DESK-HANDOFF). */
    async handOff(id: string, note: string | undefined, actor: DeskActor) {
      await change(id, actor, 'handed_off', async (row, write, at) => {
        if (row.type !== 'PUBLISHING')
          throw new ConflictError(SUPPORT_DESK_ERRORS.notPublishing)
        if (row.handed_off_at)
          throw new ConflictError(SUPPORT_DESK_ERRORS.alreadyHandedOff)
        if (row.status === 'closed')
          throw refuse(row.status, SUPPORT_ACTION_TEXTS.hand_off.verb)
        await write.update({ handed_off_at: at, updated_at: at })
        await write.event({
          at,
          kind: 'handoff',
          status: row.status,
          staffId: actor.id,
          message: note || null,
        })
        return {
          before: { handedOffAt: null },
          after: { handedOffAt: at.toISOString(), ...(note ? { note } : {}) },
        }
      })
      return detail(id, actor)
    },
  }
}

/** The support desk's rules. */
export type DeskService = ReturnType<typeof createDeskService>
