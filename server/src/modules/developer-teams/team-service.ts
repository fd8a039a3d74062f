import {
  TEAM_INVITATION_TTL_MS,
  TEAM_MESSAGES,
  type Team,
  type TeamActivityItem,
  type TeamInvitation,
  type TeamInvitationRequest,
  type TeamJoined,
  type TeamMember,
} from '@portal/schema/developer-teams'
import type { TeamRole } from '@portal/schema/developer-accounts'
import {
  createAccountStore,
  endSessionsOf,
  queueEmail,
  teamRoleOf,
} from '../developer-accounts/index.ts'
import {
  TEAM_INVITATION_TEMPLATE,
  type TeamInvitationPayload,
} from '../outbox/index.ts'
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
} from '../../errors.ts'
import type { Db } from '../../db/client.ts'
import { activityOf, recordTeamActivity } from './team-activity-store.ts'
import type { MembershipRow, TeamStore } from './team-store.ts'
import { newInvitationToken } from './team-token.ts'

/** Who is asking: the signed-in account. */
interface Caller {
  id: string
  email: string
}

/** Where a session was made from (the acceptance signs the invitee in). */
interface Origin {
  ip: string
  userAgent: string
}

const ROLE_WORDS: Record<TeamRole, string> = {
  owner: 'owner',
  developer: 'developer',
}

const ownersOf = (members: MembershipRow[]) =>
  members.filter((member) => member.role === 'owner')

/**
 * Teams (R-TEAM-*): members and roles, invitations, removal and leaving, the activity list. The
 * server checks every role itself: a developer's call to an owner's action is refused whatever
 * the page shows. Someone outside the team learns nothing of it (404, as for no team at all).
 */
export function createTeamService(deps: {
  store: TeamStore
  publicOrigin: string
  now: () => number
}) {
  const { store } = deps
  const db = store.db
  const accounts = createAccountStore(db)

  const roleIn = async (executor: Db, caller: Caller, teamId: string) => {
    const role = await teamRoleOf(executor, caller.id, teamId)
    if (!role) throw new NotFoundError(TEAM_MESSAGES.teamNotFound)
    return role
  }
  const ownerIn = async (executor: Db, caller: Caller, teamId: string) => {
    if ((await roleIn(executor, caller, teamId)) !== 'owner')
      throw new ForbiddenError(TEAM_MESSAGES.ownersOnly)
  }

  // The members, locked, with the caller's role read again under the lock: a change committed
  // meanwhile by another owner (on any instance) counts.
  const lockedAsOwner = async (
    executor: Db,
    caller: Caller,
    teamId: string,
  ) => {
    await ownerIn(executor, caller, teamId)
    const members = await store.lockMembers(executor, teamId)
    if (
      members.find((member) => member.accountId === caller.id)?.role !== 'owner'
    )
      throw new ForbiddenError(TEAM_MESSAGES.ownersOnly)
    return members
  }

  return {
    /** The team as its members see it; pending invitations only for owners. */
    async team(caller: Caller, teamId: string): Promise<Team> {
      const role = await roleIn(db, caller, teamId)
      const name = await store.teamName(db, teamId)
      if (name === null) throw new NotFoundError(TEAM_MESSAGES.teamNotFound)
      return {
        id: teamId,
        name,
        role,
        members: await store.members(db, teamId),
        invitations:
          role === 'owner'
            ? await store.invitations(db, teamId, deps.now())
            : [],
      }
    },

    /** The activity list, owners only (R-TEAM-ACTIVITY). */
    async activity(
      caller: Caller,
      teamId: string,
    ): Promise<TeamActivityItem[]> {
      await ownerIn(db, caller, teamId)
      return activityOf(db, teamId)
    },

    /**
     * Invites an address (R-TEAM-INVITE): one pending invitation per address and team, a new one
     * replacing it; the email and the record commit with it.
     */
    async invite(
      caller: Caller,
      teamId: string,
      body: TeamInvitationRequest,
    ): Promise<TeamInvitation> {
      return db.transaction().execute(async (trx) => {
        const members = await lockedAsOwner(trx, caller, teamId)
        if (
          members.some(
            (member) => member.email.toLowerCase() === body.email.toLowerCase(),
          )
        )
          throw new ConflictError(TEAM_MESSAGES.alreadyMember)
        const teamName = (await store.teamName(trx, teamId)) ?? ''
        const token = newInvitationToken()
        const row = await store.putInvitation(trx, {
          teamId,
          email: body.email,
          role: body.role,
          token,
          invitedBy: caller.id,
          expiresAt: new Date(deps.now() + TEAM_INVITATION_TTL_MS),
        })
        const payload: TeamInvitationPayload = {
          teamName,
          role: body.role,
          invitedBy: caller.email,
          link: `${deps.publicOrigin}/account/invitation#token=${token}`,
          days: TEAM_INVITATION_TTL_MS / 86_400_000,
        }
        await queueEmail(trx, {
          template: TEAM_INVITATION_TEMPLATE,
          recipient: body.email,
          payload: { ...payload },
        })
        await recordTeamActivity(trx, {
          teamId,
          actorAccountId: caller.id,
          action: 'member.invited',
          detail: `As ${ROLE_WORDS[body.role]}`,
          subjectEmail: body.email,
        })
        return {
          id: row.id,
          email: row.email,
          role: row.role,
          expiresAt: new Date(row.expires_at).toISOString(),
        }
      })
    },

    /** Cancels a pending invitation: its link stops working. */
    async cancelInvitation(
      caller: Caller,
      teamId: string,
      invitationId: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await ownerIn(trx, caller, teamId)
        const email = await store.deleteInvitation(trx, teamId, invitationId)
        if (email === null)
          throw new NotFoundError(TEAM_MESSAGES.invitationNotFound)
        await recordTeamActivity(trx, {
          teamId,
          actorAccountId: caller.id,
          action: 'member.invitation-cancelled',
          detail: '',
          subjectEmail: email,
        })
      })
    },

    /**
     * Accepts an invitation (R-TEAM-ACCEPT): the link proves the invited address as an emailed
     * sign-in link does, so it signs in to that address's account (made if new) and adds the
     * membership, once. Returns the new session's token with the team joined.
     */
    async accept(
      token: string,
      origin: Origin,
    ): Promise<{ token: string; joined: TeamJoined }> {
      const now = deps.now()
      return db.transaction().execute(async (trx) => {
        const invitation = await store.takeInvitation(trx, token, now)
        if (!invitation)
          throw new HttpError(400, [TEAM_MESSAGES.invitationDead], {
            token: [TEAM_MESSAGES.invitationDead],
          })
        const { account } = await accounts.ensureAccount(trx, invitation.email)
        await store.addMember(
          trx,
          invitation.teamId,
          account.id,
          invitation.role,
        )
        const role =
          (await teamRoleOf(trx, account.id, invitation.teamId)) ??
          invitation.role
        await recordTeamActivity(trx, {
          teamId: invitation.teamId,
          actorAccountId: account.id,
          action: 'member.joined',
          detail: `As ${ROLE_WORDS[role]}`,
          subjectEmail: account.email,
        })
        const session = await accounts.createSession(
          trx,
          account.id,
          now,
          origin,
        )
        return {
          token: session.token,
          joined: {
            teamId: invitation.teamId,
            teamName: invitation.teamName,
            role,
          },
        }
      })
    },

    /** Changes a member's role (R-TEAM-ROLE); the last owner stays one (409). */
    async changeRole(
      caller: Caller,
      teamId: string,
      accountId: string,
      role: TeamRole,
    ): Promise<TeamMember> {
      await db.transaction().execute(async (trx) => {
        const members = await lockedAsOwner(trx, caller, teamId)
        const member = members.find((item) => item.accountId === accountId)
        if (!member) throw new NotFoundError(TEAM_MESSAGES.memberNotFound)
        if (member.role === role) return
        if (
          member.role === 'owner' &&
          ownersOf(members).length === 1 &&
          role !== 'owner'
        )
          throw new ConflictError(TEAM_MESSAGES.lastOwnerDemote)
        await store.setRole(trx, teamId, accountId, role)
        await recordTeamActivity(trx, {
          teamId,
          actorAccountId: caller.id,
          action: 'member.role-changed',
          detail: `From ${ROLE_WORDS[member.role]} to ${ROLE_WORDS[role]}`,
          subjectEmail: member.email,
        })
      })
      const changed = (await store.members(db, teamId)).find(
        (item) => item.accountId === accountId,
      )
      if (!changed) throw new NotFoundError(TEAM_MESSAGES.memberNotFound)
      return changed
    },

    /**
     * Removes a member (R-TEAM-REMOVE): every session of theirs ends at once, on every instance
     * (the rows go), so their next request is refused (401). The last owner stays (409).
     */
    async removeMember(
      caller: Caller,
      teamId: string,
      accountId: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const members = await lockedAsOwner(trx, caller, teamId)
        const member = members.find((item) => item.accountId === accountId)
        if (!member) throw new NotFoundError(TEAM_MESSAGES.memberNotFound)
        if (member.role === 'owner' && ownersOf(members).length === 1)
          throw new ConflictError(TEAM_MESSAGES.lastOwnerRemove)
        await store.removeMember(trx, teamId, accountId)
        await endSessionsOf(trx, accountId)
        await recordTeamActivity(trx, {
          teamId,
          actorAccountId: caller.id,
          action: 'member.removed',
          detail: `Was ${ROLE_WORDS[member.role]}`,
          subjectEmail: member.email,
        })
      })
    },

    /** Leaves a team (R-TEAM-LEAVE): anyone but its last owner (409). */
    async leave(caller: Caller, teamId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await roleIn(trx, caller, teamId)
        const members = await store.lockMembers(trx, teamId)
        const me = members.find((item) => item.accountId === caller.id)
        if (!me) throw new NotFoundError(TEAM_MESSAGES.teamNotFound)
        if (me.role === 'owner' && ownersOf(members).length === 1)
          throw new ConflictError(TEAM_MESSAGES.lastOwnerLeave)
        await store.removeMember(trx, teamId, caller.id)
        await recordTeamActivity(trx, {
          teamId,
          actorAccountId: caller.id,
          action: 'member.left',
          detail: `Was ${ROLE_WORDS[me.role]}`,
          subjectEmail: me.email,
        })
      })
    },
  }
}

/** Teams: members, roles, invitations and the activity list. */
export type TeamService = ReturnType<typeof createTeamService>
