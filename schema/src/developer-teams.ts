import { z } from 'zod'
import { EmailSchema } from './form-rules.ts'
import { TEAM_ROLES } from './developer-accounts-texts.ts'
import { TEAM_MESSAGES } from './developer-teams-texts.ts'

export * from './developer-teams-texts.ts'

const RoleSchema = z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.role })

/** `POST /v0/account/teams/{teamId}/invitations`: who to invite, and as what (R-TEAM-INVITE). */
export const TeamInvitationRequestSchema = z.object({
  email: EmailSchema,
  role: RoleSchema,
})
export type TeamInvitationRequest = z.infer<typeof TeamInvitationRequestSchema>

/** `PATCH /v0/account/teams/{teamId}/members/{accountId}`: the member's new role (R-TEAM-ROLE). */
export const TeamRoleChangeSchema = z.object({ role: RoleSchema })
export type TeamRoleChange = z.infer<typeof TeamRoleChangeSchema>

/** `POST /v0/account/invitation-acceptances`: the token of the emailed link (R-TEAM-ACCEPT). */
export const TeamInvitationAcceptanceSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, TEAM_MESSAGES.invitationDead),
})
export type TeamInvitationAcceptance = z.infer<
  typeof TeamInvitationAcceptanceSchema
>

/** `POST /v0/account/deletion`: the account's own address, typed to confirm (R-ACCOUNT-DELETE). */
export const AccountDeletionSchema = z.object({ email: EmailSchema })
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>

/** A team member as the team page lists them. */
export const TeamMemberSchema = z.object({
  accountId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.iso.datetime(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

/** A pending invitation (owners see them). */
export const TeamInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  expiresAt: z.iso.datetime(),
})
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>

/** `GET /v0/account/teams/{teamId}`: the team, the caller's role, its members and (owners) invitations. */
export const TeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  members: z.array(TeamMemberSchema),
  /** Empty for a developer: only owners see who is invited. */
  invitations: z.array(TeamInvitationSchema),
})
export type Team = z.infer<typeof TeamSchema>

/** One change in the team's activity list. */
export const TeamActivityItemSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** The actor's email, `A deleted account`, or empty for the system. */
  actor: z.string(),
  action: z.string(),
  /** Who the change is about (a member, an invitee); empty when none or their account is gone. */
  subject: z.string(),
  detail: z.string(),
})
export type TeamActivityItem = z.infer<typeof TeamActivityItemSchema>

/** `GET /v0/account/teams/{teamId}/activity`: the latest changes, newest first. */
export const TeamActivitySchema = z.object({
  items: z.array(TeamActivityItemSchema),
})
export type TeamActivity = z.infer<typeof TeamActivitySchema>

/** `POST /v0/account/invitation-acceptances` answers the team joined. */
export const TeamJoinedSchema = z.object({
  teamId: z.uuid(),
  teamName: z.string(),
  role: z.enum(TEAM_ROLES),
})
export type TeamJoined = z.infer<typeof TeamJoinedSchema>
