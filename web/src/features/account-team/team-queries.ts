import { queryOptions } from '@tanstack/react-query'
import type {
  Team,
  TeamActivity,
  TeamInvitation,
  TeamInvitationRequest,
  TeamJoined,
  TeamMember,
} from '@portal/schema/developer-teams'
import type { TeamRole } from '@portal/schema/developer-accounts-texts'
import { deleteResource, getJson, postJson } from '#web/lib/http.ts'
import { patchJson } from '#web/lib/http-send.ts'
import { ACCOUNT_API, ACCOUNT_QUERY_KEY } from '#web/account/account-api.ts'

const teamUrl = (teamId: string) =>
  `${ACCOUNT_API}/teams/${encodeURIComponent(teamId)}`

/** A team's query keys start with this: any change drops them all. */
export const teamKey = (teamId: string) =>
  [ACCOUNT_QUERY_KEY, 'team', teamId] as const

/** The team and (owners) its activity (R-TEAM-*). */
export const teamQueries = {
  team: (teamId: string) =>
    queryOptions({
      queryKey: [...teamKey(teamId), 'detail'],
      queryFn: ({ signal }) => getJson<Team>(teamUrl(teamId), { signal }),
      retry: false,
    }),
  activity: (teamId: string) =>
    queryOptions({
      queryKey: [...teamKey(teamId), 'activity'],
      queryFn: ({ signal }) =>
        getJson<TeamActivity>(`${teamUrl(teamId)}/activity`, { signal }),
      retry: false,
    }),
}

/** The team's changes; the server checks the caller's role on each. */
export const teamActions = {
  invite: (teamId: string, body: TeamInvitationRequest) =>
    postJson<TeamInvitation>(`${teamUrl(teamId)}/invitations`, body),
  cancelInvitation: (teamId: string, invitationId: string) =>
    deleteResource(
      `${teamUrl(teamId)}/invitations/${encodeURIComponent(invitationId)}`,
    ),
  changeRole: (teamId: string, accountId: string, role: TeamRole) =>
    patchJson<TeamMember>(
      `${teamUrl(teamId)}/members/${encodeURIComponent(accountId)}`,
      { role },
    ),
  remove: (teamId: string, accountId: string) =>
    deleteResource(
      `${teamUrl(teamId)}/members/${encodeURIComponent(accountId)}`,
    ),
  leave: (teamId: string) => deleteResource(`${teamUrl(teamId)}/membership`),
  accept: (token: string) =>
    postJson<TeamJoined>(`${ACCOUNT_API}/invitation-acceptances`, { token }),
  deleteAccount: (email: string) =>
    postJson<unknown>(`${ACCOUNT_API}/deletion`, { email }),
}
