import { z } from 'zod'
import {
  REQUEST_LOG_DEFAULT_PAGE,
  REQUEST_LOG_DETAIL_DAYS,
  REQUEST_LOG_MAX_PAGE,
  type RequestLogCall,
  type RequestLogCallDetail,
  type RequestLogPage,
  type RequestLogQuery,
} from '@portal/schema/request-log'
import type { Db } from '../../db/client.ts'
import { createRequestLogStore, type CallRow } from './request-log-store.ts'

const DETAIL_MS = REQUEST_LOG_DETAIL_DAYS * 86_400_000
const Uuid = z.uuid()

/** Which app's log: its credentials' ids (the caller has checked the app is the user's). */
export interface ListCallsQuery {
  credentialIds: readonly string[]
  /** A class (`4xx`) or an exact status. */
  status?: RequestLogQuery['status']
  /** An API's slug. */
  api?: string | undefined
  /** The `nextCursor` of the page before. */
  before?: string | undefined
}

/** Which call of an app: its id from the list. */
export interface CallDetailQuery {
  credentialIds: readonly string[]
  callId: string
  /** The server's clock (the app's `now`): details older than 7 days are gone. */
  now?: number
}

function statusRange(status: RequestLogQuery['status']) {
  if (status === undefined) return undefined
  if (typeof status === 'number') return { from: status, to: status }
  const hundreds = Number(status[0]) * 100
  return { from: hundreds, to: hundreds + 99 }
}

function callOf(row: CallRow): RequestLogCall {
  return {
    id: row.call_id,
    at: row.at.toISOString(),
    credential: {
      id: row.credential_id,
      kind: row.kind as RequestLogCall['credential']['kind'],
      prefix: row.key_prefix,
    },
    api: row.api_url_slug,
    method: row.method,
    path: row.path,
    status: row.status,
    latencyMs: Math.round(row.latency_ms * 10) / 10,
    requestId: row.request_id,
  }
}

/**
 * A page of an app's request log (R-REQLOG-LIST): its credentials' newest calls first, among
 * their last 1,000 only, filtered by status (a class or a code) and API; `nextCursor` names the
 * last call of the page when older ones match.
 */
export async function listCalls(
  executor: Db,
  query: ListCallsQuery,
  limit: number = REQUEST_LOG_DEFAULT_PAGE,
): Promise<RequestLogPage> {
  const size = Math.max(1, Math.min(REQUEST_LOG_MAX_PAGE, Math.trunc(limit)))
  const credentialIds = query.credentialIds.filter(
    (id) => Uuid.safeParse(id).success,
  )
  if (credentialIds.length === 0) return { calls: [], nextCursor: null }
  const rows = await createRequestLogStore(executor).listCalls({
    credentialIds,
    status: statusRange(query.status),
    api: query.api,
    before: query.before,
    limit: size,
  })
  const calls = rows.slice(0, size).map(callOf)
  return {
    calls,
    nextCursor: rows.length > size ? (calls.at(-1)?.id ?? null) : null,
  }
}

/**
 * One call's headers and bodies (R-REQLOG-DETAIL), or null when it is not a call of these
 * credentials (nothing of another app can be read, R-REQLOG-OWN) or its detail is past 7 days.
 */
export async function callDetail(
  executor: Db,
  query: CallDetailQuery,
): Promise<RequestLogCallDetail | null> {
  const credentialIds = query.credentialIds.filter(
    (id) => Uuid.safeParse(id).success,
  )
  if (credentialIds.length === 0 || !Uuid.safeParse(query.callId).success)
    return null
  const since = new Date((query.now ?? Date.now()) - DETAIL_MS)
  const row = await createRequestLogStore(executor).findDetail(
    credentialIds,
    query.callId,
    since,
  )
  if (!row) return null
  return {
    ...callOf(row),
    requestHeaders: row.request_headers,
    responseHeaders: row.response_headers,
    requestBody: {
      text: row.request_body,
      truncated: row.request_body_truncated,
    },
    responseBody: {
      text: row.response_body,
      truncated: row.response_body_truncated,
    },
  }
}

/** Deletes the headers and bodies past 7 days (R-REQLOG-KEEP); the calls' rows stay. */
export function purgeExpiredDetails(
  executor: Db,
  now: number,
): Promise<number> {
  return createRequestLogStore(executor).purgeDetails(new Date(now - DETAIL_MS))
}
