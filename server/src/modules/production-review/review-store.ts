import { sql, type Kysely, type Transaction } from 'kysely'
import type {
  ReviewCheck,
  CheckOutcome,
} from '@portal/schema/production-review-checklist'
import type { ReviewStatus } from '@portal/schema/production-review-status'
import type { Db } from '../../db/client.ts'
import {
  changeLocked,
  staffRefOf,
  timelineEventRow,
  timelineOf,
} from '../../db/request-sql.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit, type AuditEntry } from '../staff-auth/index.ts'

const REQUEST_COLUMNS = [
  'r.id',
  'r.status',
  'r.apis',
  'r.organization',
  'r.app_name',
  'r.request',
  'r.created_at',
  'r.review_due_at',
  'r.assignee_id',
  'r.demo_at',
  'r.demo_meeting_link',
] as const

/** A request by id, as the review reads it (`db` or a transaction). */
const requestById = (executor: Kysely<Database>, id: string) =>
  executor
    .selectFrom('production_requests as r')
    .select(REQUEST_COLUMNS)
    .where('r.id', '=', id)

/** A stored request as the review reads it. */
export interface ReviewRow {
  id: string
  status: ReviewStatus
  apis: string
  organization: string
  app_name: string
  request: Record<string, unknown>
  created_at: Date
  review_due_at: Date
  assignee_id: string | null
  demo_at: Date | null
  demo_meeting_link: string | null
}

/** A timeline event to write. */
interface NewEvent {
  at: Date
  kind: 'transition' | 'note' | 'check' | 'assignment'
  action?: string | null
  status: ReviewStatus
  actor: 'staff' | 'applicant'
  staffId?: string | null
  message?: string | null
  isInternal?: boolean
}

// The writes of one change, all on its transaction: the change, its timeline event, its emails
// and its audit row commit together or not at all.
function writerOf(trx: Transaction<Database>, id: string) {
  return {
    update: (values: {
      status?: ReviewStatus
      assignee_id?: string | null
      demo_at?: Date | null
      demo_meeting_link?: string | null
      first_reviewed_at?: Date
      decided_at?: Date
      updated_at: Date
    }) =>
      trx
        .updateTable('production_requests')
        .set(values)
        .where('id', '=', id)
        .execute(),
    event: (event: NewEvent) =>
      trx
        .insertInto('production_request_events')
        .values({
          ...timelineEventRow(id, event),
          actor: event.actor,
          is_internal: event.isInternal ?? false,
        })
        .execute(),
    history: (status: ReviewStatus, note: string | null, at: Date) =>
      trx
        .insertInto('production_request_status_history')
        .values({ request_id: id, status, note, changed_at: at })
        .execute(),
    checks: () =>
      trx
        .selectFrom('production_request_checks')
        .select(['check_key as check', 'outcome', 'note'])
        .where('request_id', '=', id)
        .execute(),
    markCheck: (mark: {
      check: ReviewCheck
      outcome: CheckOutcome
      note: string
      staffId: string
      at: Date
    }) =>
      trx
        .insertInto('production_request_checks')
        .values({
          request_id: id,
          check_key: mark.check,
          outcome: mark.outcome,
          note: mark.note,
          staff_id: mark.staffId,
          marked_at: mark.at,
        })
        .onConflict((conflict) =>
          conflict.columns(['request_id', 'check_key']).doUpdateSet({
            outcome: mark.outcome,
            note: mark.note,
            staff_id: mark.staffId,
            marked_at: mark.at,
          }),
        )
        .execute(),
    emails: (template: string, recipients: string[], payload: unknown) =>
      recipients.length === 0
        ? Promise.resolve()
        : trx
            .insertInto('email_outbox')
            .values(
              recipients.map((recipient) => ({
                template,
                recipient,
                payload: JSON.stringify(payload),
              })),
            )
            .execute()
            .then(() => undefined),
    audit: (entry: AuditEntry) => recordAudit(trx, entry),
  }
}

/** The writes of one change. */
export type ReviewWriter = ReturnType<typeof writerOf>

/** Reads requests for the review and runs each change in one transaction. */
export function createReviewStore(db: Db) {
  return {
    find: (id: string): Promise<ReviewRow | undefined> =>
      requestById(db, id).executeTakeFirst() as Promise<ReviewRow | undefined>,

    staffRef: (id: string) => staffRefOf(db, id),

    events: (id: string) => timelineOf(db, 'production_request_events', id),

    checks: (id: string) =>
      db
        .selectFrom('production_request_checks as c')
        .innerJoin('staff_users as s', 's.id', 'c.staff_id')
        .select([
          'c.check_key',
          'c.outcome',
          'c.note',
          'c.marked_at',
          's.name as staff_name',
        ])
        .where('c.request_id', '=', id)
        .execute(),

    /** The catalogue's names and slugs of some APIs, by altID. */
    apisByAltId: (altIds: string[]) =>
      db
        .selectFrom('apis')
        .select(['alt_id', 'name', 'url_slug'])
        .where('alt_id', 'in', altIds.length ? altIds : [''])
        .execute(),

    /** Whether a sandbox signup has one of these addresses (lower-cased). */
    hasSignup: async (emails: string[]) =>
      (await db
        .selectFrom('consumers')
        .select('id')
        .where('email_lower', 'in', emails.length ? emails : [''])
        .limit(1)
        .executeTakeFirst()) !== undefined,

    /** Calls, errors and the last call per API by the signups of these addresses (R-REVIEW-SANDBOX). */
    sandboxCalls: (emails: string[], slugs: string[]) =>
      db
        .selectFrom('gateway_requests as call')
        .innerJoin(
          'consumer_credentials as credential',
          'credential.id',
          'call.credential_id',
        )
        .innerJoin(
          'consumers as consumer',
          'consumer.id',
          'credential.consumer_id',
        )
        .select([
          'call.api_url_slug',
          sql<string>`count(*)`.as('calls'),
          sql<string>`count(*) filter (where call.status >= 400)`.as('errors'),
          sql<Date>`max(call.at)`.as('last_call_at'),
        ])
        .where('consumer.email_lower', 'in', emails.length ? emails : [''])
        .where('call.api_url_slug', 'in', slugs.length ? slugs : [''])
        .groupBy('call.api_url_slug')
        .execute(),

    /**
     * Runs `work` on the request locked for update (404 when there is none), with the writes of
     * the change on the same transaction: two reviewers' moves never interleave.
     */
    change: <T>(
      id: string,
      work: (row: ReviewRow, write: ReviewWriter) => Promise<T>,
    ): Promise<T> =>
      changeLocked(
        db,
        (trx) =>
          requestById(trx, id).forUpdate().executeTakeFirst() as Promise<
            ReviewRow | undefined
          >,
        'No production request has this id.',
        (row, trx) => work(row, writerOf(trx, id)),
      ),
  }
}

/** The review's store. */
export type ReviewStore = ReturnType<typeof createReviewStore>
