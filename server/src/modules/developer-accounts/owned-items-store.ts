import type { Db } from '../../db/client.ts'

/** The ids of what an account owns: by its proven address, and by the links it claimed. */
export interface OwnedItemIds {
  /** Sandbox signups (consumers). */
  consumerIds: string[]
  productionRequestIds: string[]
}

/**
 * What an account owns (R-ACCOUNT-ITEMS): the sandbox signups and production requests made with
 * its proven address (the consumer's email, the request's primary contact), and those it added by
 * opening their signed link while signed in (account_claims). A deleted account owns nothing.
 */
export async function ownedItemsOf(
  executor: Db,
  accountId: string,
): Promise<OwnedItemIds> {
  const account = await executor
    .selectFrom('developer_accounts')
    .select('email_lower')
    .where('id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!account) return { consumerIds: [], productionRequestIds: [] }
  const claimed = (kind: 'consumer' | 'production_request') =>
    executor
      .selectFrom('account_claims')
      .select('item_id')
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
  const consumers = await executor
    .selectFrom('consumers')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('email_lower', '=', account.email_lower),
        eb('id', 'in', claimed('consumer')),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const requests = await executor
    .selectFrom('production_requests')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['primary_email']), '=', account.email_lower),
        eb('id', 'in', claimed('production_request')),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return {
    consumerIds: consumers.map((row) => row.id),
    productionRequestIds: requests.map((row) => row.id),
  }
}
