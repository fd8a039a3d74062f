import { sql } from 'kysely'
import type { Db } from '../../db/client.ts'
import { usableCredential } from '../../db/credential-validity.ts'

/** A credential row as credential care reads it. */
export interface CareCredentialRow {
  id: string
  application_id: string
  kind: 'apikey' | 'acg' | 'ccg'
  client_id: string | null
  key_prefix: string
  secret_hmac: string | null
  public_jwk: Record<string, unknown> | null
  created_at: Date
  revoked_at: Date | null
  expires_at: Date | null
}

/** A change to log and email, written with the change itself. */
export interface CareEvent {
  consumerId: string
  applicationId: string | null
  action: string
  detail: string
  address: string
  email: {
    template: string
    recipient: string
    payload: Record<string, unknown>
  }
}

/** A new row replacing a credential's current ones (rotation or a new public key). */
export interface Replacement {
  from: CareCredentialRow
  keyPrefix: string
  secretHmac: string | null
  publicJwk: Record<string, unknown> | null
  /** When the rows valid now stop working. */
  oldExpiresAt: Date
  now: Date
}

const CREDENTIAL_COLUMNS = [
  'id',
  'application_id',
  'kind',
  'client_id',
  'key_prefix',
  'secret_hmac',
  'public_jwk',
  'created_at',
  'revoked_at',
  'expires_at',
] as const

/** The SQL of credential care (R-CARE-*): reads by the link's consumer, writes with their audit. */
export function createCareStore(db: Db) {
  const logEvent = async (trx: Db, event: CareEvent) => {
    await trx
      .insertInto('credential_events')
      .values({
        consumer_id: event.consumerId,
        application_id: event.applicationId,
        action: event.action,
        detail: event.detail,
        address: event.address,
      })
      .execute()
    await trx
      .insertInto('email_outbox')
      .values({
        template: event.email.template,
        recipient: event.email.recipient,
        payload: JSON.stringify(event.email.payload),
      })
      .execute()
  }

  // Every row of the credential `row` belongs to: same application and kind.
  const sameCredential = (trx: Db, row: CareCredentialRow) =>
    trx
      .updateTable('consumer_credentials')
      .where('application_id', '=', row.application_id)
      .where('kind', '=', row.kind)

  return {
    findConsumer: (id: string) =>
      db
        .selectFrom('consumers')
        .select([
          'id',
          'email',
          'first_name',
          'test_link_version',
          'test_link_expires_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    consumersByEmail: (email: string) =>
      db
        .selectFrom('consumers')
        .select(['id', 'email', 'first_name', 'test_link_version'])
        .where('email_lower', '=', email.toLowerCase())
        .execute(),

    applicationsOf: (consumerId: string) =>
      db
        .selectFrom('consumer_applications')
        .select([
          'id',
          'apis',
          'oauth_application_type',
          'redirect_uris',
          'set_aside_redirect_uris',
          'created_at',
        ])
        .where('consumer_id', '=', consumerId)
        .orderBy('created_at')
        .execute(),

    credentialsOf: async (consumerId: string): Promise<CareCredentialRow[]> =>
      (await db
        .selectFrom('consumer_credentials')
        .select(CREDENTIAL_COLUMNS)
        .where('consumer_id', '=', consumerId)
        .orderBy('created_at', 'desc')
        .execute()) as CareCredentialRow[],

    /** The last call of each credential (all rows of it), by application and kind. */
    lastUsed: (consumerId: string) =>
      db
        .selectFrom('gateway_requests as call')
        .innerJoin(
          'consumer_credentials as credential',
          'credential.id',
          'call.credential_id',
        )
        .select([
          'credential.application_id',
          'credential.kind',
          sql<Date>`max(call.at)`.as('at'),
        ])
        .where('credential.consumer_id', '=', consumerId)
        .groupBy(['credential.application_id', 'credential.kind'])
        .execute(),

    /** The names of the APIs an application's entries name. */
    apisByAltId: (altIds: string[]) =>
      altIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('apis')
            .select(['alt_id', 'name', 'url_slug'])
            .where('alt_id', 'in', altIds)
            .execute(),

    events: (consumerId: string) =>
      db
        .selectFrom('credential_events')
        .select(['action', 'detail', 'address', 'at'])
        .where('consumer_id', '=', consumerId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute(),

    /** Per-day counts, status classes, latency percentiles and the last calls of `ids` since `since`. */
    usage: async (ids: string[], since: Date) => {
      const calls = db
        .selectFrom('gateway_requests')
        .where('credential_id', 'in', ids)
        .where('at', '>=', since)
      const [days, summary, recent] = await Promise.all([
        calls
          .select([
            sql<string>`to_char(date_trunc('day', at at time zone 'UTC'), 'YYYY-MM-DD')`.as(
              'day',
            ),
            sql<string>`count(*)`.as('calls'),
          ])
          .groupBy(sql`1`)
          .execute(),
        calls
          .select([
            sql<string>`count(*) filter (where status between 200 and 299)`.as(
              'success',
            ),
            sql<string>`count(*) filter (where status between 400 and 499 and status <> 429)`.as(
              'client_error',
            ),
            sql<string>`count(*) filter (where status >= 500)`.as(
              'server_error',
            ),
            sql<string>`count(*) filter (where status = 429)`.as('too_many'),
            sql<
              number | null
            >`percentile_cont(0.5) within group (order by latency_ms)`.as(
              'p50',
            ),
            sql<
              number | null
            >`percentile_cont(0.95) within group (order by latency_ms)`.as(
              'p95',
            ),
          ])
          .executeTakeFirstOrThrow(),
        calls
          .select(['at', 'method', 'path_template', 'status', 'latency_ms'])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(50)
          .execute(),
      ])
      return { days, summary, recent }
    },

    /**
     * Inserts the replacement row and ends the rows valid now at `oldExpiresAt` (never later
     * than they already end), with the audit entry and email, in one transaction.
     */
    replace: (replacement: Replacement, event: CareEvent) =>
      db.transaction().execute(async (trx) => {
        const { from, now } = replacement
        await sameCredential(trx, from)
          .set({
            expires_at: sql<Date>`least(coalesce(expires_at, ${replacement.oldExpiresAt}), ${replacement.oldExpiresAt})`,
          })
          .where(usableCredential(now))
          .execute()
        await trx
          .insertInto('consumer_credentials')
          .values({
            consumer_id: event.consumerId,
            application_id: from.application_id,
            kind: from.kind,
            client_id: from.client_id,
            key_prefix: replacement.keyPrefix,
            secret_hmac: replacement.secretHmac,
            public_jwk: replacement.publicJwk
              ? JSON.stringify(replacement.publicJwk)
              : null,
            created_at: now,
          })
          .execute()
        await logEvent(trx, event)
      }),

    /** Revokes every row of the credential. */
    revoke: (row: CareCredentialRow, now: Date, event: CareEvent) =>
      db.transaction().execute(async (trx) => {
        await sameCredential(trx, row)
          .set({ revoked_at: now })
          .where('revoked_at', 'is', null)
          .execute()
        await logEvent(trx, event)
      }),

    setRedirectUris: (
      applicationId: string,
      uris: string[],
      event: CareEvent,
    ) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('consumer_applications')
          // The owner's new list replaces the one the automatic check set URIs aside from.
          .set({
            redirect_uris: uris,
            redirect_uri: uris[0] ?? null,
            set_aside_redirect_uris: null,
          })
          .where('id', '=', applicationId)
          .execute()
        await logEvent(trx, event)
      }),

    /** Bumps the link version (every link sent so far stops working); returns the new one. */
    revokeLinks: (consumerId: string, event: (version: number) => CareEvent) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('consumers')
          .set({ test_link_version: sql<number>`test_link_version + 1` })
          .where('id', '=', consumerId)
          .returning('test_link_version')
          .executeTakeFirstOrThrow()
        await logEvent(trx, event(row.test_link_version))
      }),

    /** Queues an email alone (the new-link answer). */
    queueEmail: (email: CareEvent['email']) =>
      db
        .insertInto('email_outbox')
        .values({
          template: email.template,
          recipient: email.recipient,
          payload: JSON.stringify(email.payload),
        })
        .execute(),
  }
}

/** The credential-care store. */
export type CareStore = ReturnType<typeof createCareStore>
