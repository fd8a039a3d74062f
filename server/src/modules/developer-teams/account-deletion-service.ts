import {
  ACCOUNT_RETENTION,
  DELETED_TEAM_NAME,
  TEAM_MESSAGES,
  type AccountDeletion,
} from '@portal/schema/developer-teams'
import { ACCOUNT_MESSAGES } from '@portal/schema/developer-accounts'
import {
  createAccountStore,
  endSessionsOf,
  ownedItemsOf,
  queueEmail,
  teamsOf,
} from '../developer-accounts/index.ts'
import {
  ACCOUNT_DELETED_TEMPLATE,
  type AccountDeletedPayload,
} from '../outbox/index.ts'
import { ConflictError, HttpError, InputError } from '../../errors.ts'
import type { Db } from '../../db/client.ts'
import { accountDeletionStore as store } from './account-deletion-store.ts'
import { recordTeamActivity } from './team-activity-store.ts'
import type { TeamStore } from './team-store.ts'

/**
 * Deleting an account (R-ACCOUNT-DELETE): one transaction revokes its credentials, removes its
 * personal data as ACCOUNT_RETENTION states, ends its sessions and queues the confirmation; after
 * the commit the gateway's caches forget the credentials (this instance at once, the others by
 * NOTIFY), so every instance refuses them on the next call.
 */
export function createAccountDeletionService(deps: {
  db: Db
  teams: TeamStore
  now: () => number
  credentialsChanged: () => void
}) {
  const { db } = deps
  const accounts = createAccountStore(db)

  return async function deleteAccount(
    accountId: string,
    body: AccountDeletion,
  ): Promise<void> {
    const now = new Date(deps.now())
    await db.transaction().execute(async (trx) => {
      const account = await accounts.findById(trx, accountId)
      if (!account) throw new HttpError(401, [ACCOUNT_MESSAGES.signInRequired])
      if (body.email.toLowerCase() !== account.emailLower)
        throw new InputError([TEAM_MESSAGES.deleteEmail], {
          email: [TEAM_MESSAGES.deleteEmail],
        })
      const teams = await teamsOf(trx, accountId)
      const blocked: string[] = []
      const alone: string[] = []
      const shared: string[] = []
      for (const team of teams) {
        const members = await deps.teams.lockMembers(trx, team.id)
        const others = members.filter((item) => item.accountId !== accountId)
        const otherOwners = others.filter((item) => item.role === 'owner')
        if (others.length === 0) alone.push(team.id)
        else if (team.role === 'owner' && otherOwners.length === 0)
          blocked.push(team.name)
        else shared.push(team.id)
      }
      if (blocked.length > 0)
        throw new ConflictError(TEAM_MESSAGES.deleteLastOwner(blocked))
      const owned = await ownedItemsOf(trx, accountId)
      let revoked = await store.revokeConsumerCredentials(
        trx,
        owned.consumerIds,
        now,
      )
      revoked += await store.closeTeams(trx, alone, now)
      for (const teamId of shared)
        await recordTeamActivity(trx, {
          teamId,
          actorAccountId: accountId,
          action: 'member.account-deleted',
          detail: '',
        })
      await endSessionsOf(trx, accountId)
      await store.erase(trx, account, now)
      await store.renameTeamsNamed(trx, account.emailLower, DELETED_TEAM_NAME)
      const payload: AccountDeletedPayload = {
        revokedCredentials: revoked,
        retention: [...ACCOUNT_RETENTION],
      }
      await queueEmail(trx, {
        template: ACCOUNT_DELETED_TEMPLATE,
        recipient: account.email,
        payload: { ...payload },
      })
    })
    deps.credentialsChanged()
  }
}
