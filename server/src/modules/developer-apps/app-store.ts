import { sql } from 'kysely'
import type { Db } from '../../db/client.ts'

/** An app with its team, as every rule reads it. */
export interface AppRow {
  id: string
  name: string
  team_id: string
  team_name: string
  created_at: Date
}

/** A signup of an app: who signed up (the care link is computed from it) and its APIs. */
export interface AppConsumerRow {
  id: string
  email: string
  test_link_version: number
  apis: string[]
}

/** The apps' SQL: apps, the signups they group, their credentials and production requests. */
/** What a change writes beside itself in its transaction (the team's activity row). */
type Also = (trx: Db, appId: string) => Promise<void>

export function createAppStore(db: Db) {
  const liveApps = (executor: Db) =>
    executor
      .selectFrom('developer_apps as app')
      .innerJoin('developer_teams as team', 'team.id', 'app.team_id')
      .select([
        'app.id',
        'app.name',
        'app.team_id',
        'team.name as team_name',
        'app.created_at',
      ])
      .where('app.deleted_at', 'is', null)

  return {
    /** The live apps of every team the account is a member of, oldest first, with its role. */
    appsOf: (accountId: string) =>
      liveApps(db)
        .innerJoin('team_members as member', 'member.team_id', 'app.team_id')
        .select('member.role')
        .where('member.account_id', '=', accountId)
        .orderBy('app.created_at')
        .orderBy('app.id')
        .execute(),

    findApp: (appId: string): Promise<AppRow | undefined> =>
      liveApps(db).where('app.id', '=', appId).executeTakeFirst(),

    /** Creates the app; `also` writes in the same transaction (the team's activity). */
    create: (teamId: string, name: string, now: Date, also: Also) =>
      db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('developer_apps')
          .values({ team_id: teamId, name, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
        await also(trx, created.id)
        return created
      }),

    /** The signups of the apps, each with the APIs of its applications. */
    consumersOf: async (
      appIds: string[],
    ): Promise<(AppConsumerRow & { app_id: string })[]> => {
      if (appIds.length === 0) return []
      const rows = await db
        .selectFrom('developer_app_consumers as link')
        .innerJoin('consumers as consumer', 'consumer.id', 'link.consumer_id')
        .leftJoin(
          'consumer_applications as application',
          'application.consumer_id',
          'consumer.id',
        )
        .select([
          'link.app_id',
          'consumer.id',
          'consumer.email',
          'consumer.test_link_version',
          'application.apis',
        ])
        .where('link.app_id', 'in', appIds)
        .orderBy('link.added_at')
        .orderBy('consumer.id')
        .orderBy('application.created_at')
        .execute()
      const byId = new Map<string, AppConsumerRow & { app_id: string }>()
      for (const row of rows) {
        const consumer = byId.get(row.id) ?? {
          app_id: row.app_id,
          id: row.id,
          email: row.email,
          test_link_version: row.test_link_version,
          apis: [],
        }
        if (row.apis) consumer.apis.push(...row.apis.split(','))
        byId.set(row.id, consumer)
      }
      return [...byId.values()]
    },

    /** Which of these signups are in a live app of a team the account is a member of. */
    consumersInAppsOf: async (accountId: string) =>
      (
        await db
          .selectFrom('developer_app_consumers as link')
          .innerJoin('developer_apps as app', 'app.id', 'link.app_id')
          .innerJoin('team_members as member', 'member.team_id', 'app.team_id')
          .select('link.consumer_id')
          .where('member.account_id', '=', accountId)
          .where('app.deleted_at', 'is', null)
          .execute()
      ).map((row) => row.consumer_id),

    /** Which of these signups are in a live app, of any team. */
    filedAmong: async (consumerIds: string[]) =>
      consumerIds.length === 0
        ? []
        : (
            await db
              .selectFrom('developer_app_consumers as link')
              .innerJoin('developer_apps as app', 'app.id', 'link.app_id')
              .select('link.consumer_id')
              .where('link.consumer_id', 'in', consumerIds)
              .where('app.deleted_at', 'is', null)
              .execute()
          ).map((row) => row.consumer_id),

    /** The app a signup is in (live or not), or undefined. */
    appOfConsumer: (consumerId: string) =>
      db
        .selectFrom('developer_app_consumers as link')
        .innerJoin('developer_apps as app', 'app.id', 'link.app_id')
        .select(['app.id', 'app.team_id', 'app.deleted_at'])
        .where('link.consumer_id', '=', consumerId)
        .executeTakeFirst(),

    /** Signups by id with the APIs of their applications (the loose ones of the list). */
    signupsByIds: (consumerIds: string[]) =>
      consumerIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('consumers as consumer')
            .select([
              'consumer.id',
              'consumer.created_at',
              sql<string>`coalesce((select string_agg(application.apis, ',' order by application.created_at) from consumer_applications application where application.consumer_id = consumer.id), '')`.as(
                'apis',
              ),
            ])
            .where('consumer.id', 'in', consumerIds)
            .orderBy('consumer.created_at')
            .orderBy('consumer.id')
            .execute(),

    /** Puts a new signup in an app, in the signup's own transaction (R-APP-ADD-API). */
    addConsumerIn: async (
      trx: Db,
      appId: string,
      consumerId: string,
      now: Date,
    ) => {
      await trx
        .insertInto('developer_app_consumers')
        .values({ app_id: appId, consumer_id: consumerId, added_at: now })
        .execute()
    },

    /** Puts a signup in an app (moving it out of any other: a signup is in one app at most). */
    addConsumer: (appId: string, consumerId: string, now: Date, also: Also) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('developer_app_consumers')
          .values({ app_id: appId, consumer_id: consumerId, added_at: now })
          .onConflict((conflict) =>
            conflict
              .column('consumer_id')
              .doUpdateSet({ app_id: appId, added_at: now }),
          )
          .execute()
        await also(trx, appId)
      }),

    /** The ids of every credential row of the app's signups (the request log reads by them). */
    credentialIdsOf: async (appId: string) =>
      (
        await db
          .selectFrom('consumer_credentials as credential')
          .innerJoin(
            'developer_app_consumers as link',
            'link.consumer_id',
            'credential.consumer_id',
          )
          .select('credential.id')
          .where('link.app_id', '=', appId)
          .execute()
      ).map((row) => row.id),

    /** The signup a credential row belongs to, when it is one of the app's. */
    consumerOfCredential: (appId: string, credentialId: string) =>
      db
        .selectFrom('consumer_credentials as credential')
        .innerJoin(
          'developer_app_consumers as link',
          'link.consumer_id',
          'credential.consumer_id',
        )
        .innerJoin(
          'consumers as consumer',
          'consumer.id',
          'credential.consumer_id',
        )
        .select(['consumer.id', 'consumer.email', 'consumer.test_link_version'])
        .where('link.app_id', '=', appId)
        .where('credential.id', '=', credentialId)
        .executeTakeFirst(),

    /** The production requests started from the app, newest first. */
    productionRequestsOf: (appId: string) =>
      db
        .selectFrom('production_requests')
        .select(['id', 'status', 'created_at'])
        .where('app_id', '=', appId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute(),

    /** The owners' addresses of a team (the deletion's confirmation goes to each). */
    ownerEmailsOf: async (teamId: string) =>
      (
        await db
          .selectFrom('team_members as member')
          .innerJoin(
            'developer_accounts as account',
            'account.id',
            'member.account_id',
          )
          .select('account.email')
          .where('member.team_id', '=', teamId)
          .where('member.role', '=', 'owner')
          .where('account.deleted_at', 'is', null)
          .orderBy('account.email_lower')
          .execute()
      ).map((row) => row.email),

    /**
     * Deletes the app in one transaction: every credential row of its signups revoked, the app
     * marked deleted, and the confirmations queued. Migration 011's trigger NOTIFYs every instance
     * on commit. Answers how many credential rows it revoked.
     */
    deleteApp: (
      appId: string,
      now: Date,
      emails: (revoked: number) => {
        template: string
        recipient: string
        payload: Record<string, unknown>
      }[],
      also: Also,
    ) =>
      db.transaction().execute(async (trx) => {
        const revoked = await trx
          .updateTable('consumer_credentials')
          .set({ revoked_at: now })
          .where('revoked_at', 'is', null)
          .where(
            'consumer_id',
            'in',
            trx
              .selectFrom('developer_app_consumers')
              .select('consumer_id')
              .where('app_id', '=', appId),
          )
          .executeTakeFirst()
        const count = Number(revoked.numUpdatedRows)
        await trx
          .updateTable('developer_apps')
          .set({ deleted_at: now })
          .where('id', '=', appId)
          .execute()
        const queued = emails(count)
        if (queued.length > 0)
          await trx
            .insertInto('email_outbox')
            .values(
              queued.map((email) => ({
                template: email.template,
                recipient: email.recipient,
                payload: JSON.stringify(email.payload),
              })),
            )
            .execute()
        await also(trx, appId)
        return count
      }),
  }
}
