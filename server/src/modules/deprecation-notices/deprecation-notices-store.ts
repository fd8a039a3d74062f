import { sql } from 'kysely'
import type { ApiDetails } from '../../db/schema.ts'
import type { Db } from '../../db/client.ts'

/** The notices of a deprecation, in the order they are sent (R-DEPRECATION-NOTICES). */
export const NOTICE_KINDS = [
  'published',
  'days-30',
  'days-7',
  'deactivated',
] as const

/** One notice of a deprecation. */
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** The outbox template of every deprecation notice. */
const NOTICE_TEMPLATE = 'deprecation-notice'

/** An API whose deprecation was published in the console, with what its notices read. */
export interface PublishedDeprecation {
  api_id: string
  name: string
  url_slug: string
  details: ApiDetails
  published_at: Date
}

/** What one queueing of a notice is built from. */
export interface QueueNotice {
  apiId: string
  urlSlug: string
  kind: NoticeKind
  /** Developers whose credentials called the API since then are told (90 days before now). */
  calledSince: Date
  now: Date
  /** The outbox payload every recipient's row shares. */
  payload: Record<string, unknown>
  /** The unsubscribe address without the notice id: `{base}{id}/unsubscribe`. */
  unsubscribeBase: string
  /** Reminders leave out the addresses that asked for no more (the first notice does not). */
  honourOptOuts: boolean
}

/** Who a notice of an API reaches: the callers, the subscribers, each address once. */
function audience(apiId: string, urlSlug: string, calledSince: Date) {
  return sql`
    select consumer.email_lower, consumer.email, 'developer' as source
      from gateway_requests call
      join consumer_credentials credential on credential.id = call.credential_id
      join consumers consumer on consumer.id = credential.consumer_id
     where call.api_url_slug = ${urlSlug} and call.at >= ${calledSince}
    union all
    select subscription.email_lower, subscription.email, 'subscriber' as source
      from release_note_subscriptions subscription
     where subscription.status = 'confirmed'
       and (subscription.api_id = ${apiId} or subscription.api_id is null)`
}

/** Everything the deprecation notices read and write. */
export function createDeprecationNoticesStore(db: Db) {
  return {
    /**
     * Records, in the entry change's transaction, that an API's deprecation was published (a
     * deprecation date set or moved) or withdrawn (no date any more: no more notices).
     */
    async deprecationChanged(
      trx: Db,
      apiId: string,
      change: { isDeprecated: boolean; at: Date },
    ) {
      if (!change.isDeprecated) {
        await trx
          .deleteFrom('api_deprecations')
          .where('api_id', '=', apiId)
          .execute()
        return
      }
      await trx
        .insertInto('api_deprecations')
        .values({ api_id: apiId, published_at: change.at })
        .onConflict((conflict) => conflict.column('api_id').doNothing())
        .execute()
    },

    /** Every deprecation published in the console, with the entry's name, slug and dates. */
    published: (): Promise<PublishedDeprecation[]> =>
      db
        .selectFrom('api_deprecations as deprecation')
        .innerJoin('apis', 'apis.id', 'deprecation.api_id')
        .select([
          'deprecation.api_id',
          'deprecation.published_at',
          'apis.name',
          'apis.url_slug',
          'apis.details',
        ])
        .execute(),

    /** The published deprecation of one API, if any. */
    publishedOf: (apiId: string) =>
      db
        .selectFrom('api_deprecations')
        .select(['published_at'])
        .where('api_id', '=', apiId)
        .executeTakeFirst(),

    /**
     * Queues one notice to every address of the audience not told it yet, in one statement: the
     * notice rows (the unique key makes a second instance's insert a no-op) and their outbox rows,
     * set-based. Returns how many were queued.
     */
    async queue(notice: QueueNotice): Promise<number> {
      const result = await sql`
        with audience as (${audience(notice.apiId, notice.urlSlug, notice.calledSince)}),
        recipients as (
          select email_lower, min(email) as email
            from audience
           where (not cast(${notice.honourOptOuts} as boolean)
                  or not exists (
                    select 1 from deprecation_opt_outs opt_out
                     where opt_out.api_id = ${notice.apiId}
                       and opt_out.email_lower = audience.email_lower))
             -- Those told already are left out here, so a pass with nothing new writes nothing;
             -- the unique key below still decides when two instances race.
             and not exists (
                   select 1 from deprecation_notices told
                    where told.api_id = ${notice.apiId}
                      and told.kind = ${notice.kind}
                      and told.email_lower = audience.email_lower)
           group by email_lower
        ),
        fresh as (
          insert into deprecation_notices (api_id, kind, email_lower, created_at)
          select cast(${notice.apiId} as uuid), cast(${notice.kind} as text), email_lower,
                 cast(${notice.now} as timestamptz)
            from recipients
          on conflict (api_id, kind, email_lower) do nothing
          returning id, email_lower
        )
        insert into email_outbox (template, recipient, payload)
        select cast(${NOTICE_TEMPLATE} as text), recipients.email,
               cast(${JSON.stringify(notice.payload)} as jsonb)
                 || jsonb_build_object('unsubscribeUrl',
                      cast(${notice.unsubscribeBase} as text) || cast(fresh.id as text) || '/unsubscribe')
          from fresh join recipients on recipients.email_lower = fresh.email_lower`.execute(
        db,
      )
      return Number(result.numAffectedRows ?? 0)
    },

    /** Who the next notice would reach now: developers, subscribers, addresses in all. */
    async audienceCounts(apiId: string, urlSlug: string, calledSince: Date) {
      const { rows } = await sql<{
        developers: string
        subscribers: string
        addresses: string
        opted_out: string
      }>`
        with audience as (${audience(apiId, urlSlug, calledSince)})
        select count(distinct email_lower) filter (where source = 'developer') as developers,
               count(distinct email_lower) filter (where source = 'subscriber') as subscribers,
               count(distinct email_lower) as addresses,
               (select count(*) from deprecation_opt_outs where api_id = ${apiId}) as opted_out
          from audience`.execute(db)
      const row = rows[0]
      return {
        developers: Number(row?.developers ?? 0),
        subscribers: Number(row?.subscribers ?? 0),
        addresses: Number(row?.addresses ?? 0),
        optedOut: Number(row?.opted_out ?? 0),
      }
    },

    /** How many of each notice went out, and when the last did. */
    sent: (apiId: string) =>
      db
        .selectFrom('deprecation_notices')
        .select(({ fn }) => [
          'kind',
          fn.countAll<string>().as('count'),
          fn.max('created_at').as('last_at'),
        ])
        .where('api_id', '=', apiId)
        .groupBy('kind')
        .execute(),

    /** Whether an API with this id exists. */
    apiOf: (apiId: string) =>
      db
        .selectFrom('apis')
        .select(['id', 'name', 'url_slug', 'details'])
        .where('id', '=', apiId)
        .executeTakeFirst(),

    /**
     * Stops the reminders of a notice's deprecation to its address; false when no notice has this
     * id. Asking twice changes nothing.
     */
    async optOut(noticeId: string, now: Date): Promise<boolean> {
      const notice = await db
        .selectFrom('deprecation_notices')
        .select(['api_id', 'email_lower'])
        .where('id', '=', noticeId)
        .executeTakeFirst()
      if (!notice) return false
      await db
        .insertInto('deprecation_opt_outs')
        .values({ ...notice, created_at: now })
        .onConflict((conflict) =>
          conflict.columns(['api_id', 'email_lower']).doNothing(),
        )
        .execute()
      return true
    },
  }
}

/** The deprecation notices store. */
export type DeprecationNoticesStore = ReturnType<
  typeof createDeprecationNoticesStore
>
