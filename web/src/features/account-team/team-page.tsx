import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import type { Team, TeamMember } from '@portal/schema/developer-teams'
import { TEAM_ACTIVITY_LABELS } from '@portal/schema/developer-teams-texts'
import type { TeamRole } from '@portal/schema/developer-accounts-texts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import {
  ACCOUNT_QUERY_KEY,
  accountSessionQuery,
} from '#web/account/account-api.ts'
import { accountDate, accountDateTime } from '#web/account/account-dates.ts'
import { AccountRequestError } from '#web/account/account-request-error.tsx'
import { useFreshProof } from '#web/account/fresh-proof.tsx'
import { useAccountSession } from '#web/account/use-account-session.ts'
import { InviteForm } from './invite-form.tsx'
import { teamActions, teamKey, teamQueries } from './team-queries.ts'

const ROLE_NAMES: Record<TeamRole, string> = {
  owner: 'Owner',
  developer: 'Developer',
}

/**
 * `/account/team` (R-TEAM-*): the team's members and roles for every member; for owners also the
 * invitation form, pending invitations, role changes, removal and the activity list. `?team=`
 * picks one of the account's teams (the first by default). The server checks every role again.
 */
export function TeamPage() {
  const { me } = useAccountSession()
  const [params] = useSearchParams()
  const teamId =
    me.teams.find((team) => team.id === params.get('team'))?.id ??
    me.teams[0]?.id ??
    ''
  const team = useQuery({ ...teamQueries.team(teamId), enabled: !!teamId })
  return (
    <>
      <PageTitle title="Your team" />
      <h1>{team.data ? `Team: ${team.data.name}` : 'Your team'}</h1>
      {me.teams.length > 1 ? (
        <nav aria-label="Your teams">
          <p>Your teams:</p>
          <ul className="usa-list">
            {me.teams.map((item) => (
              <li key={item.id}>
                {item.id === teamId ? (
                  <strong aria-current="page">{item.name}</strong>
                ) : (
                  <Link to={`/account/team?team=${item.id}`}>{item.name}</Link>
                )}{' '}
                ({ROLE_NAMES[item.role]})
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {team.isPending && teamId ? (
        <LoadingIndicator label="Loading the team" />
      ) : null}
      {team.error ? (
        <AccountRequestError
          error={team.error}
          what="The team could not be loaded."
        />
      ) : null}
      {team.data ? <TeamDetail key={team.data.id} team={team.data} /> : null}
    </>
  )
}

function TeamDetail({ team }: { team: Team }) {
  const isOwner = team.role === 'owner'
  const location = useLocation()
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  )
  return (
    <>
      {notice ? <Alert type="success">{notice}</Alert> : null}
      <p>
        Every member sees the team’s <Link to="/account/apps">apps</Link>.{' '}
        {isOwner
          ? 'As an owner you invite members, change their roles and remove them.'
          : 'Only the team’s owners can invite, change roles or remove members.'}
      </p>
      <Members team={team} onDone={setNotice} />
      {isOwner ? (
        <>
          <h2>Invite a member</h2>
          <InviteForm
            teamId={team.id}
            onInvited={(invitation) =>
              setNotice(
                `Invitation sent to ${invitation.email}. The link works once, for 7 days.`,
              )
            }
          />
          <Invitations team={team} onDone={setNotice} />
          <Activity teamId={team.id} />
        </>
      ) : null}
    </>
  )
}

function Members({
  team,
  onDone,
}: {
  team: Team
  onDone: (notice: string) => void
}) {
  const { me } = useAccountSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const withFreshProof = useFreshProof()
  const isOwner = team.role === 'owner'
  const [confirming, setConfirming] = useState<TeamMember | null>(null)
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: teamKey(team.id) })
  const changeRole = useMutation({
    mutationFn: (change: { member: TeamMember; role: TeamRole }) =>
      teamActions.changeRole(team.id, change.member.accountId, change.role),
    onSuccess: async (member) => {
      await refresh()
      onDone(`${member.email} is now ${ROLE_NAMES[member.role].toLowerCase()}.`)
    },
  })
  const remove = useMutation({
    mutationFn: (member: TeamMember) =>
      withFreshProof(() => teamActions.remove(team.id, member.accountId)),
    onSuccess: async (_, member) => {
      await refresh()
      onDone(
        `${member.email} is removed from the team and signed out everywhere.`,
      )
    },
  })
  const leave = useMutation({
    mutationFn: () => teamActions.leave(team.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: teamKey(team.id) })
      await queryClient.invalidateQueries({
        queryKey: accountSessionQuery().queryKey,
      })
      await queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] })
      await navigate('/account/team', {
        replace: true,
        state: { notice: `You left the team ${team.name}.` },
      })
    },
  })
  const error = changeRole.error ?? remove.error ?? leave.error
  return (
    <>
      <h2>Members</h2>
      {error ? (
        <AccountRequestError
          error={error}
          what={
            leave.error
              ? 'You did not leave the team.'
              : remove.error
                ? 'The member was not removed.'
                : 'The role was not changed.'
          }
        />
      ) : null}
      <table className="usa-table usa-table--borderless usa-table--stacked">
        <caption className="usa-sr-only">The team’s members</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Role</th>
            <th scope="col">Joined</th>
            {isOwner ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {team.members.map((member) => {
            const other: TeamRole =
              member.role === 'owner' ? 'developer' : 'owner'
            const isMe = member.accountId === me.id
            return (
              <tr key={member.accountId}>
                <th scope="row" data-label="Member">
                  {member.name ? `${member.name}, ` : ''}
                  {member.email}
                  {isMe ? ' (you)' : ''}
                </th>
                <td data-label="Role">{ROLE_NAMES[member.role]}</td>
                <td data-label="Joined">{accountDate(member.joinedAt)}</td>
                {isOwner ? (
                  <td data-label="Actions">
                    <ul className="usa-button-group">
                      <li className="usa-button-group__item">
                        <button
                          type="button"
                          className="usa-button usa-button--outline"
                          disabled={changeRole.isPending}
                          aria-label={`Make ${member.email} ${ROLE_NAMES[other].toLowerCase()}`}
                          onClick={() =>
                            changeRole.mutate({ member, role: other })
                          }
                        >
                          Make {ROLE_NAMES[other].toLowerCase()}
                        </button>
                      </li>
                      {isMe ? null : (
                        <li className="usa-button-group__item">
                          <button
                            type="button"
                            className="usa-button usa-button--secondary"
                            disabled={remove.isPending}
                            aria-label={`Remove ${member.email}`}
                            onClick={() => setConfirming(member)}
                          >
                            Remove
                          </button>
                        </li>
                      )}
                    </ul>
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>
      <Dialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        heading={`Remove ${confirming?.email ?? ''}?`}
        footer={
          <ul className="usa-button-group">
            <li className="usa-button-group__item">
              <button
                type="button"
                className="usa-button usa-button--secondary"
                onClick={() => {
                  if (confirming) remove.mutate(confirming)
                  setConfirming(null)
                }}
              >
                Remove from the team
              </button>
            </li>
            <li className="usa-button-group__item">
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={() => setConfirming(null)}
              >
                Keep them
              </button>
            </li>
          </ul>
        }
      >
        <p>
          They no longer see the team’s apps, and every session of theirs ends
          at once, on every device. You can invite them again later.
        </p>
      </Dialog>
      <p>
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          disabled={leave.isPending}
          onClick={() => leave.mutate()}
        >
          Leave the team
        </button>
      </p>
    </>
  )
}

function Invitations({
  team,
  onDone,
}: {
  team: Team
  onDone: (notice: string) => void
}) {
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: (invitationId: string) =>
      teamActions.cancelInvitation(team.id, invitationId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKey(team.id) })
      onDone('The invitation is cancelled: its link no longer works.')
    },
  })
  return (
    <>
      <h2>Pending invitations</h2>
      {cancel.error ? (
        <AccountRequestError
          error={cancel.error}
          what="The invitation was not cancelled."
        />
      ) : null}
      {team.invitations.length === 0 ? (
        <p>No invitation is waiting.</p>
      ) : (
        <table className="usa-table usa-table--borderless usa-table--stacked">
          <caption className="usa-sr-only">Pending invitations</caption>
          <thead>
            <tr>
              <th scope="col">Email address</th>
              <th scope="col">Role</th>
              <th scope="col">Link works until</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {team.invitations.map((invitation) => (
              <tr key={invitation.id}>
                <th scope="row" data-label="Email address">
                  {invitation.email}
                </th>
                <td data-label="Role">{ROLE_NAMES[invitation.role]}</td>
                <td data-label="Link works until">
                  {accountDateTime(invitation.expiresAt)}
                </td>
                <td data-label="Action">
                  <button
                    type="button"
                    className="usa-button usa-button--outline"
                    disabled={cancel.isPending}
                    aria-label={`Cancel the invitation of ${invitation.email}`}
                    onClick={() => cancel.mutate(invitation.id)}
                  >
                    Cancel invitation
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

function Activity({ teamId }: { teamId: string }) {
  const activity = useQuery(teamQueries.activity(teamId))
  return (
    <>
      <h2>Activity</h2>
      <p>Every change to the team, newest first. Only owners see this list.</p>
      {activity.isPending ? (
        <LoadingIndicator label="Loading the activity" />
      ) : null}
      {activity.error ? (
        <AccountRequestError
          error={activity.error}
          what="The activity could not be loaded."
        />
      ) : null}
      {activity.data ? (
        <table className="usa-table usa-table--borderless usa-table--stacked">
          <caption className="usa-sr-only">The team’s activity</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">About</th>
            </tr>
          </thead>
          <tbody>
            {activity.data.items.map((item) => (
              <tr key={item.id}>
                <td data-label="When">{accountDateTime(item.at)}</td>
                <td data-label="Who">{item.actor || 'The platform'}</td>
                <td data-label="What">
                  {TEAM_ACTIVITY_LABELS[item.action] ?? item.action}
                  {item.detail ? ` (${item.detail})` : ''}
                </td>
                <td data-label="About">{item.subject}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}
