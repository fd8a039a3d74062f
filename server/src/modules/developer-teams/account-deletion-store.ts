import type { Db } from '../../db/client.ts'
import { emailHash } from './team-token.ts'

/** What deleting an account changes in the database (R-ACCOUNT-DELETE). */
export const accountDeletionStore = {
  /** Revokes every live credential of these signups at once; the number revoked. */
  async revokeConsumerCredentials(
    executor: Db,
    consumerIds: string[],
    now: Date,
  ): Promise<number> {
    if (consumerIds.length === 0) return 0
    const rows = await executor
      .updateTable('consumer_credentials')
      .set({ revoked_at: now })
      .where('consumer_id', 'in', consumerIds)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute()
    return rows.length
  },

  /**
   * Removes the account's personal data (R-ACCOUNT-DELETE-RETENTION): its memberships, passkeys,
   * challenges, claims, email proofs and invitations to its address go; invitations it sent stay
   * without it; the activity lists forget its address; the account row keeps only the hash of
   * its address (as email, so the address can make a new account later) and deleted_at.
   */
  async erase(
    executor: Db,
    account: { id: string; emailLower: string },
    now: Date,
  ) {
    const hash = emailHash(account.emailLower)
    await executor
      .deleteFrom('team_members')
      .where('account_id', '=', account.id)
      .execute()
    for (const table of [
      'account_passkeys',
      'account_passkey_challenges',
      'account_claims',
    ] as const)
      await executor
        .deleteFrom(table)
        .where('account_id', '=', account.id)
        .execute()
    await executor
      .deleteFrom('account_email_proofs')
      .where('email_lower', '=', account.emailLower)
      .execute()
    await executor
      .deleteFrom('team_invitations')
      .where('email_lower', '=', account.emailLower)
      .execute()
    await executor
      .updateTable('team_invitations')
      .set({ invited_by: null })
      .where('invited_by', '=', account.id)
      .execute()
    await executor
      .updateTable('team_activity')
      .set({ subject_email: null })
      .where('subject_email_hash', '=', hash)
      .execute()
    const tombstone = `deleted-${hash}`
    await executor
      .updateTable('developer_accounts')
      .set({
        email: tombstone,
        email_lower: tombstone,
        first_name: '',
        last_name: '',
        organization: '',
        deleted_at: now,
      })
      .where('id', '=', account.id)
      .execute()
  },

  /**
   * The teams the account leaves empty: their apps' credentials are revoked and the apps marked
   * deleted (as deleting an app does); the team rows stay, since production requests made from
   * their apps keep their link. The number of credential rows revoked.
   */
  async closeTeams(
    executor: Db,
    teamIds: string[],
    now: Date,
  ): Promise<number> {
    if (teamIds.length === 0) return 0
    const apps = executor
      .selectFrom('developer_apps')
      .select('id')
      .where('team_id', 'in', teamIds)
    const revoked = await executor
      .updateTable('consumer_credentials')
      .set({ revoked_at: now })
      .where('revoked_at', 'is', null)
      .where('consumer_id', 'in', (eb) =>
        eb
          .selectFrom('developer_app_consumers')
          .select('consumer_id')
          .where('app_id', 'in', apps),
      )
      .returning('id')
      .execute()
    await executor
      .updateTable('developer_apps')
      .set({ deleted_at: now })
      .where('team_id', 'in', teamIds)
      .where('deleted_at', 'is', null)
      .execute()
    return revoked.length
  },

  /** A team named after the deleted address (every account's first team is) loses that name. */
  async renameTeamsNamed(executor: Db, emailLower: string, name: string) {
    await executor
      .updateTable('developer_teams')
      .set({ name })
      .where((eb) => eb(eb.fn('lower', ['name']), '=', emailLower))
      .execute()
  },
}
