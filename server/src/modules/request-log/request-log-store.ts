import { sql, type Insertable } from 'kysely'
import { REQUEST_LOG_MAX_CALLS } from '@portal/schema/request-log'
import type { Db } from '../../db/client.ts'
import type { Database } from '../../db/schema.ts'

/** A call's headers and bodies as written beside its usage row. */
export type CallDetailRow = Insertable<Database['gateway_request_details']>

/** Which of an app's calls a page lists. */
export interface CallFilter {
  credentialIds: readonly string[]
  /** Inclusive range of statuses (a class) or one status. */
  status?: { from: number; to: number }
  api?: string
  /** The call the previous page ended with. */
  before?: string
  limit: number
}

/** One listed call as read. */
export interface CallRow {
  call_id: string
  at: Date
  credential_id: string
  kind: string
  key_prefix: string
  api_url_slug: string
  method: string
  path: string
  status: number
  latency_ms: number
  request_id: string | null
}

const credentialList = (ids: readonly string[]) =>
  sql.join(ids.map((id) => sql`(${id}::uuid)`))

/**
 * The newest calls of the credentials: each credential's newest 1,000 through the index on
 * (credential_id, at desc, id desc), then the newest 1,000 of those (R-REQLOG-CAP).
 */
const recentCalls = (ids: readonly string[]) => sql`
  select call.id, call.call_id, call.at, call.credential_id, call.api_url_slug, call.method,
         coalesce(call.path, call.path_template) as path, call.status, call.latency_ms,
         call.request_id
    from (values ${credentialList(ids)}) as credential (id)
    cross join lateral (
      select * from gateway_requests
       where gateway_requests.credential_id = credential.id
       order by gateway_requests.at desc, gateway_requests.id desc
       limit ${REQUEST_LOG_MAX_CALLS}
    ) as call
   order by call.at desc, call.id desc
   limit ${REQUEST_LOG_MAX_CALLS}`

/** The request log's reads and writes (R-REQLOG-*). `db` may be a transaction. */
export function createRequestLogStore(db: Db) {
  return {
    /** One page of an app's recent calls, newest first; `limit` + 1 rows tell whether more follow. */
    listCalls: async (filter: CallFilter): Promise<CallRow[]> => {
      const conditions = [sql`true`]
      if (filter.status)
        conditions.push(
          sql`recent.status between ${filter.status.from} and ${filter.status.to}`,
        )
      if (filter.api) conditions.push(sql`recent.api_url_slug = ${filter.api}`)
      // A cursor outside the recent calls names no position: the page is empty.
      if (filter.before)
        conditions.push(sql`(recent.at, recent.id) < (
          select cursor.at, cursor.id from recent cursor
           where cursor.call_id = ${filter.before}::uuid)`)
      const result = await sql<CallRow>`
        with recent as (${recentCalls(filter.credentialIds)})
        select recent.call_id, recent.at, recent.credential_id, credential.kind,
               credential.key_prefix, recent.api_url_slug, recent.method, recent.path,
               recent.status, recent.latency_ms, recent.request_id
          from recent
          join consumer_credentials credential on credential.id = recent.credential_id
         where ${sql.join(conditions, sql` and `)}
         order by recent.at desc, recent.id desc
         limit ${filter.limit + 1}`.execute(db)
      return result.rows
    },

    /** A call of these credentials with its kept headers and bodies, if recorded since `since`. */
    findDetail: (
      credentialIds: readonly string[],
      callId: string,
      since: Date,
    ) =>
      db
        .selectFrom('gateway_request_details as detail')
        .innerJoin('gateway_requests as call', 'call.call_id', 'detail.call_id')
        .innerJoin(
          'consumer_credentials as credential',
          'credential.id',
          'call.credential_id',
        )
        .select([
          'call.call_id',
          'call.at',
          'call.credential_id',
          'credential.kind',
          'credential.key_prefix',
          'call.api_url_slug',
          'call.method',
          sql<string>`coalesce(call.path, call.path_template)`.as('path'),
          'call.status',
          'call.latency_ms',
          'call.request_id',
          'detail.request_headers',
          'detail.response_headers',
          'detail.request_body',
          'detail.request_body_truncated',
          'detail.response_body',
          'detail.response_body_truncated',
        ])
        // The inner join to the credential leaves no call without one.
        .$narrowType<{ credential_id: string }>()
        .where('detail.call_id', '=', callId)
        .where('call.credential_id', 'in', [...credentialIds])
        .where('detail.at', '>=', since)
        .executeTakeFirst(),

    /** Writes the details of calls whose usage rows are written in the same transaction. */
    recordDetails: async (rows: CallDetailRow[]) => {
      if (rows.length === 0) return
      await db.insertInto('gateway_request_details').values(rows).execute()
    },

    /** Deletes details recorded before `before` (R-REQLOG-KEEP); returns how many. */
    purgeDetails: async (before: Date) => {
      const result = await db
        .deleteFrom('gateway_request_details')
        .where('at', '<', before)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
