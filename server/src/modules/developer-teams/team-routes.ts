import type {
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AccountDeletionSchema,
  TeamActivitySchema,
  TeamInvitationAcceptanceSchema,
  TeamInvitationRequestSchema,
  TeamInvitationSchema,
  TeamJoinedSchema,
  TeamMemberSchema,
  TeamRoleChangeSchema,
  TeamSchema,
  type TeamInvitationRequest,
} from '@portal/schema/developer-teams'
import {
  accountOf,
  ACCOUNT_SESSION_COOKIE,
  ACCOUNT_TAGS,
} from '../developer-accounts/index.ts'
import {
  errorResponses,
  json,
  NO_CONTENT,
  postErrorResponses,
} from '../../plugins/openapi-responses.ts'
import {
  perEmailLimit,
  writeLimit,
  type RateLimits,
} from '../../plugins/rate-limit.ts'
import type { TeamService } from './team-service.ts'

/** The account session cookie's attributes (as the accounts module sets them). */
interface TeamCookie {
  path: string
  httpOnly: true
  sameSite: 'lax'
  secure: boolean
}

/** What the team routes need. */
export interface TeamRouteOptions {
  service: TeamService
  deleteAccount: (accountId: string, body: { email: string }) => Promise<void>
  limits: RateLimits
  requireAccount: preHandlerAsyncHookHandler
  requireFreshProof: preHandlerAsyncHookHandler
  cookie: TeamCookie
}

const TeamParamsSchema = z.object({ teamId: z.uuid() })
const MemberParamsSchema = TeamParamsSchema.extend({ accountId: z.uuid() })
const InvitationParamsSchema = TeamParamsSchema.extend({
  invitationId: z.uuid(),
})

const callerOf = (request: FastifyRequest) => {
  const account = accountOf(request)
  return { id: account.id, email: account.email }
}

/** Team answers name people: never cached, never indexed. */
const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')

/**
 * Teams (R-TEAM-*) and deleting an account (R-ACCOUNT-DELETE), under /v0/account so the session
 * cookie reaches them. Sensitive actions (invite, remove, delete) need a proof at most 5 minutes
 * old; the others a live session; the roles are checked by the service.
 */
export const teamRoutes: FastifyPluginAsyncZod<TeamRouteOptions> = async (
  app,
  options,
) => {
  const { service, limits, requireAccount, requireFreshProof, cookie } = options
  const write = { rateLimit: writeLimit(limits) }
  const fresh = [requireAccount, requireFreshProof]
  app.addHook('onSend', async (_request, reply) => {
    noStore(reply)
  })

  app.get(
    '/v0/account/teams/:teamId',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'getAccountTeam',
        summary:
          'A team of the signed-in developer: its members and roles, and (owners) its pending invitations',
        params: TeamParamsSchema,
        response: {
          200: json('The team', TeamSchema),
          ...errorResponses(401, 404),
        },
      },
      preHandler: requireAccount,
    },
    async (request) => service.team(callerOf(request), request.params.teamId),
  )

  app.get(
    '/v0/account/teams/:teamId/activity',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'getAccountTeamActivity',
        summary: 'The team’s latest changes, newest first (owners only)',
        params: TeamParamsSchema,
        response: {
          200: json('The activity list', TeamActivitySchema),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: requireAccount,
    },
    async (request) => ({
      items: await service.activity(callerOf(request), request.params.teamId),
    }),
  )

  app.post(
    '/v0/account/teams/:teamId/invitations',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'inviteAccountTeamMember',
        summary:
          'Invite an address to the team as owner or developer (owners; proof at most 5 minutes old): a single-use link by email, for 7 days, replacing a pending one',
        params: TeamParamsSchema,
        body: TeamInvitationRequestSchema,
        response: {
          201: json('The pending invitation', TeamInvitationSchema),
          ...postErrorResponses(401, 404, 409),
        },
      },
      config: write,
      preHandler: [
        ...fresh,
        perEmailLimit<TeamInvitationRequest>(app, {
          name: 'team-invitation',
          perHour: limits.emailPerHour,
          emailOf: (body) => body.email,
        }),
      ],
    },
    async (request, reply) => {
      const invitation = await service.invite(
        callerOf(request),
        request.params.teamId,
        request.body,
      )
      return reply.code(201).send(invitation)
    },
  )

  app.delete(
    '/v0/account/teams/:teamId/invitations/:invitationId',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'cancelAccountTeamInvitation',
        summary: 'Cancel a pending invitation (owners): its link stops working',
        params: InvitationParamsSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(401, 404) },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      await service.cancelInvitation(
        callerOf(request),
        request.params.teamId,
        request.params.invitationId,
      )
      return reply.code(204).send()
    },
  )

  app.patch(
    '/v0/account/teams/:teamId/members/:accountId',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'changeAccountTeamRole',
        summary:
          'Change a member’s role (owners); the team’s last owner stays one',
        params: MemberParamsSchema,
        body: TeamRoleChangeSchema,
        response: {
          200: json('The member with their new role', TeamMemberSchema),
          ...postErrorResponses(401, 404, 409),
        },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request) =>
      service.changeRole(
        callerOf(request),
        request.params.teamId,
        request.params.accountId,
        request.body.role,
      ),
  )

  app.delete(
    '/v0/account/teams/:teamId/members/:accountId',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'removeAccountTeamMember',
        summary:
          'Remove a member (owners; proof at most 5 minutes old): every session of theirs ends at once; the last owner stays',
        params: MemberParamsSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(401, 404, 409) },
      },
      config: write,
      preHandler: fresh,
    },
    async (request, reply) => {
      await service.removeMember(
        callerOf(request),
        request.params.teamId,
        request.params.accountId,
      )
      return reply.code(204).send()
    },
  )

  app.delete(
    '/v0/account/teams/:teamId/membership',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'leaveAccountTeam',
        summary: 'Leave the team (any member but its last owner)',
        params: TeamParamsSchema,
        response: { 204: NO_CONTENT, ...postErrorResponses(401, 404, 409) },
      },
      config: write,
      preHandler: requireAccount,
    },
    async (request, reply) => {
      await service.leave(callerOf(request), request.params.teamId)
      return reply.code(204).send()
    },
  )

  app.post(
    '/v0/account/invitation-acceptances',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'acceptAccountTeamInvitation',
        summary:
          'Accept an invitation with its emailed link’s token: signs in to the invited address’s account (made if new) and joins the team',
        body: TeamInvitationAcceptanceSchema,
        response: {
          201: json('Joined: the session cookie is set', TeamJoinedSchema),
          ...postErrorResponses(),
        },
      },
      config: write,
    },
    async (request, reply) => {
      const { token, joined } = await service.accept(request.body.token, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      })
      reply.setCookie(ACCOUNT_SESSION_COOKIE, token, cookie)
      return reply.code(201).send(joined)
    },
  )

  app.post(
    '/v0/account/deletion',
    {
      schema: {
        tags: ACCOUNT_TAGS,
        operationId: 'deleteAccount',
        summary:
          'Delete the signed-in account (proof at most 5 minutes old; the account’s address typed to confirm): revokes its credentials, removes its personal data, ends its sessions, emails a confirmation',
        body: AccountDeletionSchema,
        response: {
          204: NO_CONTENT,
          ...postErrorResponses(401, 409),
        },
      },
      config: write,
      preHandler: fresh,
    },
    async (request, reply) => {
      await options.deleteAccount(accountOf(request).id, request.body)
      reply.clearCookie(ACCOUNT_SESSION_COOKIE, cookie)
      return reply.code(204).send()
    },
  )
}
