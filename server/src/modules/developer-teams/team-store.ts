import type { TeamRole } from '@portal/schema/developer-accounts'
import type { TeamInvitation, TeamMember } from '@portal/schema/developer-teams'
import type { Db } from '../../db/client.ts'
import { sha256 } from './team-token.ts'

/** A membership, with what the last-owner rule needs. */
export interface MembershipRow {
  accountId: string
  email: string
  role: TeamRole
}

/** A pending invitation taken by its token. */
export interface TakenInvitation {
  teamId: string
  teamName: string
  email: string
  role: TeamRole
}

/** A team's memberships joined to their accounts, a deleted account's left out. */
function liveMembers(executor: Db, teamId: string) {
  return executor
    .selectFrom('team_members')
    .innerJoin(
      'developer_accounts',
      'developer_accounts.id',
      'team_members.account_id',
    )
    .where('team_members.team_id', '=', teamId)
    .where('developer_accounts.deleted_at', 'is', null)
}

/** Team members and invitations (R-TEAM-*). */
export function createTeamStore(db: Db) {
  return {
    db,

    teamName: async (executor: Db, teamId: string) =>
      (
        await executor
          .selectFrom('developer_teams')
          .select('name')
          .where('id', '=', teamId)
          .executeTakeFirst()
      )?.name ?? null,

    /**
     * The team's live members, their rows locked until the transaction ends: two owners demoting
     * or removing each other at once (on two instances) queue, and the second sees the first's
     * change, so a team never loses its last owner.
     */
    lockMembers: async (
      executor: Db,
      teamId: string,
    ): Promise<MembershipRow[]> => {
      const rows = await liveMembers(executor, teamId)
        .select([
          'team_members.account_id',
          'team_members.role',
          'developer_accounts.email',
        ])
        .orderBy('team_members.account_id')
        .forUpdate()
        .execute()
      return rows.map((row) => ({
        accountId: row.account_id,
        email: row.email,
        role: row.role,
      }))
    },

    members: async (executor: Db, teamId: string): Promise<TeamMember[]> => {
      const rows = await liveMembers(executor, teamId)
        .select([
          'team_members.account_id',
          'team_members.role',
          'team_members.created_at',
          'developer_accounts.email',
          'developer_accounts.first_name',
          'developer_accounts.last_name',
        ])
        .orderBy('team_members.created_at')
        .orderBy('team_members.account_id')
        .execute()
      return rows.map((row) => ({
        accountId: row.account_id,
        email: row.email,
        name: `${row.first_name} ${row.last_name}`.trim(),
        role: row.role,
        joinedAt: new Date(row.created_at).toISOString(),
      }))
    },

    invitations: async (
      executor: Db,
      teamId: string,
      now: number,
    ): Promise<TeamInvitation[]> => {
      const rows = await executor
        .selectFrom('team_invitations')
        .select(['id', 'email', 'role', 'expires_at'])
        .where('team_id', '=', teamId)
        .where('expires_at', '>', new Date(now))
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        expiresAt: new Date(row.expires_at).toISOString(),
      }))
    },

    /** A new invitation, replacing the address's pending one in this team (its link stops working). */
    putInvitation: async (
      executor: Db,
      invitation: {
        teamId: string
        email: string
        role: TeamRole
        token: string
        invitedBy: string
        expiresAt: Date
      },
    ) => {
      await executor
        .deleteFrom('team_invitations')
        .where('team_id', '=', invitation.teamId)
        .where('email_lower', '=', invitation.email.toLowerCase())
        .execute()
      return executor
        .insertInto('team_invitations')
        .values({
          team_id: invitation.teamId,
          email: invitation.email,
          email_lower: invitation.email.toLowerCase(),
          role: invitation.role,
          token_hash: sha256(invitation.token),
          invited_by: invitation.invitedBy,
          expires_at: invitation.expiresAt,
        })
        .returning(['id', 'email', 'role', 'expires_at'])
        .executeTakeFirstOrThrow()
    },

    /** Cancels a pending invitation of the team; its address, or null when there was none. */
    deleteInvitation: async (
      executor: Db,
      teamId: string,
      invitationId: string,
    ): Promise<string | null> =>
      (
        await executor
          .deleteFrom('team_invitations')
          .where('team_id', '=', teamId)
          .where('id', '=', invitationId)
          .returning('email')
          .executeTakeFirst()
      )?.email ?? null,

    /** Takes an invitation by its link's token: single use (the row goes), dead after 7 days. */
    takeInvitation: async (
      executor: Db,
      token: string,
      now: number,
    ): Promise<TakenInvitation | null> => {
      const row = await executor
        .deleteFrom('team_invitations')
        .where('token_hash', '=', sha256(token))
        .returning(['team_id', 'email', 'role', 'expires_at'])
        .executeTakeFirst()
      if (!row || new Date(row.expires_at).getTime() <= now) return null
      const teamName = await executor
        .selectFrom('developer_teams')
        .select('name')
        .where('id', '=', row.team_id)
        .executeTakeFirst()
      if (!teamName) return null
      return {
        teamId: row.team_id,
        teamName: teamName.name,
        email: row.email,
        role: row.role,
      }
    },

    /** Adds a member; one who already is keeps their role. */
    addMember: async (
      executor: Db,
      teamId: string,
      accountId: string,
      role: TeamRole,
    ) => {
      await executor
        .insertInto('team_members')
        .values({ team_id: teamId, account_id: accountId, role })
        .onConflict((oc) => oc.columns(['team_id', 'account_id']).doNothing())
        .execute()
    },

    setRole: async (
      executor: Db,
      teamId: string,
      accountId: string,
      role: TeamRole,
    ) => {
      await executor
        .updateTable('team_members')
        .set({ role })
        .where('team_id', '=', teamId)
        .where('account_id', '=', accountId)
        .execute()
    },

    removeMember: async (executor: Db, teamId: string, accountId: string) => {
      await executor
        .deleteFrom('team_members')
        .where('team_id', '=', teamId)
        .where('account_id', '=', accountId)
        .execute()
    },
  }
}

/** Team members and invitations. */
export type TeamStore = ReturnType<typeof createTeamStore>
