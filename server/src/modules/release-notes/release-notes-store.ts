import { sql, type Kysely, type Transaction } from 'kysely'
import type { Db } from '../../db/client.ts'
import type { Database } from '../../db/schema.ts'
import { PUBLIC_STATUS_COLUMNS } from '../catalogue/index.ts'

/** The database, or a transaction of it: announcements commit with the change they announce. */
export type Executor = Kysely<Database> | Transaction<Database>

/** A subscription row as the service reads it. */
export interface SubscriptionRow {
  id: string
  email: string
  api_id: string | null
  status: 'pending' | 'confirmed' | 'unsubscribed'
  link_version: number
  confirmation_sent_at: Date
}

const SUBSCRIPTION_COLUMNS = [
  'id',
  'email',
  'api_id',
  'status',
  'link_version',
  'confirmation_sent_at',
] as const

/** One outbox email to queue. */
export interface QueuedEmail {
  template: string
  recipient: string
  payload: Record<string, unknown>
}

/**
 * The confirmed subscribers an API's notes go to: its own and the all-API ones, one row per
 * address (its own subscription first, so its unsubscribe link stops this API's mail).
 */
export async function confirmedSubscribers(executor: Executor, apiId: string) {
  const rows = await executor
    .selectFrom('release_note_subscriptions')
    .select(['id', 'email', 'email_lower', 'link_version', 'api_id'])
    .where('status', '=', 'confirmed')
    .where((eb) => eb.or([eb('api_id', '=', apiId), eb('api_id', 'is', null)]))
    .orderBy('email_lower')
    .orderBy(sql`api_id is null`)
    .execute()
  const seen = new Set<string>()
  return rows.filter(
    (row) => !seen.has(row.email_lower) && Boolean(seen.add(row.email_lower)),
  )
}

/**
 * Records that `entryId` goes to each address; returns the addresses not recorded before. The
 * primary key (entry, address) makes a retried or repeated announcement send nothing twice.
 */
export async function recordDeliveries(
  executor: Executor,
  entryId: string,
  recipients: { emailLower: string; subscriptionId: string }[],
) {
  if (recipients.length === 0) return new Set<string>()
  const rows = await executor
    .insertInto('release_note_deliveries')
    .values(
      recipients.map((recipient) => ({
        entry_id: entryId,
        email_lower: recipient.emailLower,
        subscription_id: recipient.subscriptionId,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning('email_lower')
    .execute()
  return new Set(rows.map((row) => row.email_lower))
}

/** Queues emails in the outbox, in the executor's transaction. */
export async function queueEmails(executor: Executor, emails: QueuedEmail[]) {
  if (emails.length === 0) return
  await executor
    .insertInto('email_outbox')
    .values(
      emails.map((email) => ({
        template: email.template,
        recipient: email.recipient,
        payload: JSON.stringify(email.payload),
      })),
    )
    .execute()
}

/** The SQL of release-note feeds, subscriptions and announcements. */
export function createReleaseNotesStore(db: Db) {
  return {
    /** The database itself, for reads outside a transaction. */
    db,

    /** Every API with its public-status columns and when its row last changed (the feeds' Last-Modified). */
    listApis: () =>
      db
        .selectFrom('apis')
        .select([...PUBLIC_STATUS_COLUMNS, 'id', 'updated_at'])
        .orderBy('name')
        .execute(),

    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
      db.transaction().execute(work),

    /** An address's subscriptions with their API's name and page (an account's list, issue 37). */
    listByEmail: (emailLower: string) =>
      db
        .selectFrom('release_note_subscriptions as subscription')
        .leftJoin('apis', 'apis.id', 'subscription.api_id')
        .select([
          'subscription.id',
          'subscription.status',
          'apis.name as api_name',
          'apis.url_slug',
        ])
        .where('subscription.email_lower', '=', emailLower)
        .orderBy('apis.name', (ob) => ob.asc().nullsFirst())
        .orderBy('subscription.id')
        .execute(),

    findSubscription: (executor: Executor, id: string) =>
      executor
        .selectFrom('release_note_subscriptions')
        .select(SUBSCRIPTION_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst() as Promise<SubscriptionRow | undefined>,

    /** The address's subscription to one API's notes, or (apiId null) to every API's; locked. */
    findForUpdate: (
      trx: Transaction<Database>,
      emailLower: string,
      apiId: string | null,
    ) =>
      trx
        .selectFrom('release_note_subscriptions')
        .select(SUBSCRIPTION_COLUMNS)
        .where('email_lower', '=', emailLower)
        .where((eb) =>
          apiId === null ? eb('api_id', 'is', null) : eb('api_id', '=', apiId),
        )
        .forUpdate()
        .executeTakeFirst() as Promise<SubscriptionRow | undefined>,

    /**
     * A new pending subscription; undefined when a concurrent request inserted the same one first
     * (the unique index), which then sends the confirmation.
     */
    insertPending: (
      trx: Transaction<Database>,
      values: { email: string; apiId: string | null; now: Date },
    ) =>
      trx
        .insertInto('release_note_subscriptions')
        .values({
          email: values.email,
          email_lower: values.email.toLowerCase(),
          api_id: values.apiId,
          created_at: values.now,
          confirmation_sent_at: values.now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning(SUBSCRIPTION_COLUMNS)
        .executeTakeFirst() as Promise<SubscriptionRow | undefined>,

    /** Pending again (after an unsubscribe: a new link version voids the old links) or re-sent. */
    markPending: (
      trx: Transaction<Database>,
      id: string,
      values: { email: string; bumpVersion: boolean; now: Date },
    ) =>
      trx
        .updateTable('release_note_subscriptions')
        .set({
          email: values.email,
          status: 'pending',
          confirmation_sent_at: values.now,
          unsubscribed_at: null,
          ...(values.bumpVersion
            ? { link_version: sql<number>`link_version + 1` }
            : {}),
        })
        .where('id', '=', id)
        .returning(SUBSCRIPTION_COLUMNS)
        .executeTakeFirstOrThrow() as Promise<SubscriptionRow>,

    setStatus: (
      executor: Executor,
      id: string,
      status: 'confirmed' | 'unsubscribed',
      now: Date,
    ) =>
      executor
        .updateTable('release_note_subscriptions')
        .set(
          status === 'confirmed'
            ? { status, confirmed_at: now }
            : { status, unsubscribed_at: now },
        )
        .where('id', '=', id)
        .execute(),

    apiNameOf: async (executor: Executor, apiId: string | null) =>
      apiId === null
        ? null
        : ((
            await executor
              .selectFrom('apis')
              .select('name')
              .where('id', '=', apiId)
              .executeTakeFirst()
          )?.name ?? null),

    queueEmails,
  }
}

/** The release-notes store. */
export type ReleaseNotesStore = ReturnType<typeof createReleaseNotesStore>
