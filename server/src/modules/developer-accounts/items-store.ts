import type { Db } from '../../db/client.ts'

/** The rows behind an account's items (R-ACCOUNT-ITEMS): signups and production requests. */
export function createItemsStore(db: Db) {
  return {
    consumers: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('consumers')
            .select([
              'id',
              'email',
              'organization',
              'test_link_version',
              'created_at',
            ])
            .where('id', 'in', ids)
            .orderBy('created_at', 'desc')
            .orderBy('id')
            .execute(),

    applications: (consumerIds: string[]) =>
      consumerIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('consumer_applications')
            .select(['id', 'consumer_id', 'apis'])
            .where('consumer_id', 'in', consumerIds)
            .orderBy('created_at')
            .execute(),

    /** Every credential row of these consumers, never a secret column. */
    credentials: (consumerIds: string[]) =>
      consumerIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('consumer_credentials')
            .select([
              'id',
              'consumer_id',
              'kind',
              'key_prefix',
              'client_id',
              'created_at',
              'revoked_at',
              'expires_at',
            ])
            .where('consumer_id', 'in', consumerIds)
            .orderBy('created_at', 'desc')
            .orderBy('id')
            .execute(),

    apisByAltId: (altIds: string[]) =>
      altIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('apis')
            .select(['alt_id', 'name', 'url_slug'])
            .where('alt_id', 'in', altIds)
            .execute(),

    productionRequests: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('production_requests')
            .select([
              'id',
              'app_name',
              'organization',
              'status',
              'created_at',
              'updated_at',
            ])
            .where('id', 'in', ids)
            .orderBy('created_at', 'desc')
            .orderBy('id')
            .execute(),

    /**
     * Claims an item for an account (once: an item belongs to one claiming account). Returns the
     * account that holds the claim now.
     */
    claim: async (
      accountId: string,
      kind: 'consumer' | 'production_request',
      itemId: string,
    ): Promise<string> => {
      await db
        .insertInto('account_claims')
        .values({ account_id: accountId, kind, item_id: itemId })
        .onConflict((oc) => oc.columns(['kind', 'item_id']).doNothing())
        .execute()
      const row = await db
        .selectFrom('account_claims')
        .select('account_id')
        .where('kind', '=', kind)
        .where('item_id', '=', itemId)
        .executeTakeFirstOrThrow()
      return row.account_id
    },
  }
}

/** Signups, production requests and claims. */
export type ItemsStore = ReturnType<typeof createItemsStore>
