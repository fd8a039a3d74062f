import type { Kysely, Transaction } from 'kysely'
import type {
  RestrictedAccessCheck,
  RestrictedAccessStatus,
} from '@portal/schema/restricted-access-texts'
import type { CheckOutcome } from '@portal/schema/production-review-checklist'
import type { Db } from '../../db/client.ts'
import { changeLocked } from '../../db/request-sql.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit, type AuditEntry } from '../staff-auth/index.ts'

const COLUMNS = [
  'r.id',
  'r.auth_type',
  'r.first_name',
  'r.last_name',
  'r.email',
  'r.organization',
  'r.description',
  'r.body',
  'r.status',
  'r.reason',
  'r.consumer_id',
  'r.submitted_at',
  'api.name as api_name',
  'api.url_slug as api_url_slug',
] as const

const requests = (executor: Kysely<Database>) =>
  executor
    .selectFrom('restricted_access_requests as r')
    .innerJoin('apis as api', 'api.id', 'r.api_id')
    .select(COLUMNS)

/** A stored request as the service reads it. */
export type RestrictedAccessRow = Awaited<
  ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>
>

/** What a new request writes. */
export interface NewRestrictedAccessRequest {
  apiId: string
  authType: 'apikey' | 'acg' | 'ccg'
  firstName: string
  lastName: string
  email: string
  organization: string
  description: string
  body: Record<string, unknown>
  at: Date
  /** The confirmation email, made once the request's id is known (its status link). */
  confirmationEmail: (id: string) => { template: string; payload: unknown }
}

const outboxRow = (recipient: string, template: string, payload: unknown) => ({
  template,
  recipient,
  payload: JSON.stringify(payload),
})

// The writes of one change, on its transaction: the change, its event, its email and its audit
// row commit together or not at all.
function writerOf(trx: Transaction<Database>, row: RestrictedAccessRow) {
  return {
    update: (values: {
      status?: RestrictedAccessStatus
      reason?: string | null
      decided_at?: Date
      revoked_at?: Date
    }) =>
      trx
        .updateTable('restricted_access_requests')
        .set(values)
        .where('id', '=', row.id)
        .execute(),
    event: (event: {
      at: Date
      status: string
      action: string
      message?: string | null
    }) =>
      trx
        .insertInto('restricted_access_events')
        .values({ request_id: row.id, message: null, ...event })
        .execute(),
    markCheck: (mark: {
      check: RestrictedAccessCheck
      outcome: CheckOutcome
      comment: string
      staffId: string
      at: Date
    }) =>
      trx
        .insertInto('restricted_access_checks')
        .values({
          request_id: row.id,
          check_key: mark.check,
          outcome: mark.outcome,
          comment: mark.comment,
          staff_id: mark.staffId,
          marked_at: mark.at,
        })
        .onConflict((conflict) =>
          conflict.columns(['request_id', 'check_key']).doUpdateSet({
            outcome: mark.outcome,
            comment: mark.comment,
            staff_id: mark.staffId,
            marked_at: mark.at,
          }),
        )
        .execute(),
    checks: () => checksOf(trx, row.id),
    /** Revokes every credential row issued on this request (R-RESTRICTED-REVOKE). */
    revokeCredentials: async (at: Date) => {
      if (!row.consumer_id) return 0
      const result = await trx
        .updateTable('consumer_credentials')
        .set({ revoked_at: at })
        .where('consumer_id', '=', row.consumer_id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
    email: (template: string, payload: unknown) =>
      trx
        .insertInto('email_outbox')
        .values(outboxRow(row.email, template, payload))
        .execute(),
    audit: (entry: AuditEntry) => recordAudit(trx, entry),
  }
}

/** The writes of one change. */
export type RestrictedAccessWriter = ReturnType<typeof writerOf>

const checksOf = (executor: Kysely<Database>, id: string) =>
  executor
    .selectFrom('restricted_access_checks')
    .select(['check_key as check', 'outcome', 'comment'])
    .where('request_id', '=', id)
    .execute()

/** The SQL of restricted sandbox access. */
export function createRestrictedAccessStore(db: Db) {
  return {
    /** The request, its event and its confirmation email, in one transaction. */
    create: (request: NewRestrictedAccessRequest) =>
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('restricted_access_requests')
          .values({
            api_id: request.apiId,
            auth_type: request.authType,
            first_name: request.firstName,
            last_name: request.lastName,
            email: request.email,
            email_lower: request.email.toLowerCase(),
            organization: request.organization,
            description: request.description,
            body: JSON.stringify(request.body),
            submitted_at: request.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('restricted_access_events')
          .values({
            request_id: id,
            at: request.at,
            status: 'submitted',
            action: 'submitted',
            message: null,
          })
          .execute()
        const email = request.confirmationEmail(id)
        await trx
          .insertInto('email_outbox')
          .values(outboxRow(request.email, email.template, email.payload))
          .execute()
        return id
      }),

    /** The API a request names, by altID: its id. */
    apiIdOf: async (altId: string) =>
      (
        await db
          .selectFrom('apis')
          .select('id')
          .where('alt_id', '=', altId)
          .executeTakeFirst()
      )?.id ?? null,

    /**
     * The queue, oldest first; one status or all. Asks for the few restricted APIs stay few: the
     * first 500 are one page, where the production queue needs its pager.
     */
    list: (status: RestrictedAccessStatus | undefined) => {
      let query = requests(db)
      if (status) query = query.where('r.status', '=', status)
      return query
        .orderBy('r.submitted_at')
        .orderBy('r.id')
        .limit(500)
        .execute()
    },

    byId: (id: string) =>
      requests(db).where('r.id', '=', id).executeTakeFirst(),

    checks: (id: string) => checksOf(db, id),

    timeline: (id: string) =>
      db
        .selectFrom('restricted_access_events')
        .select(['at', 'status', 'action', 'message'])
        .where('request_id', '=', id)
        .orderBy('id')
        .execute(),

    /** Runs `work` on the request locked for update (404 when there is none), in one transaction. */
    change: <T>(
      id: string,
      notFound: string,
      work: (
        row: RestrictedAccessRow,
        write: RestrictedAccessWriter,
      ) => Promise<T>,
    ): Promise<T> =>
      changeLocked(
        db,
        (trx) =>
          requests(trx)
            .where('r.id', '=', id)
            .forUpdate('r')
            .executeTakeFirst(),
        notFound,
        (row, trx) => work(row, writerOf(trx, row)),
      ),

    /**
     * Records the consumer a granted request's credentials went to, on the signup's transaction:
     * false when the request is no longer granted or was already collected (two clicks, or a
     * revocation in between), and the signup then rolls back.
     */
    markCollected: async (
      trx: Transaction<Database>,
      id: string,
      consumerId: string,
      at: Date,
    ) => {
      const result = await trx
        .updateTable('restricted_access_requests')
        .set({ consumer_id: consumerId })
        .where('id', '=', id)
        .where('status', '=', 'granted')
        .where('consumer_id', 'is', null)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) !== 1) return false
      await trx
        .insertInto('restricted_access_events')
        .values({
          request_id: id,
          at,
          status: 'granted',
          action: 'collected',
          message: null,
        })
        .execute()
      return true
    },
  }
}

/** The restricted-access store. */
export type RestrictedAccessStore = ReturnType<
  typeof createRestrictedAccessStore
>
