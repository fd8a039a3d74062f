// Teams' words and constants (issue 37), without Zod: the team pages import these, and
// `developer-teams.ts` (the schemas) re-exports them for the server.

/** An invitation's link works once, for 7 days (R-TEAM-INVITE). */
export const TEAM_INVITATION_TTL_MS = 7 * 24 * 3600_000

/** The activity list shows a team's latest changes, newest first. */
export const TEAM_ACTIVITY_PAGE = 200

/** What a deleted account leaves behind (R-ACCOUNT-DELETE-RETENTION): the page and the README say this. */
export const ACCOUNT_RETENTION = [
  'At once: your name, organization, email address, passkeys, sessions, sign-in links and pending invitations are removed; your account keeps only a hash of its email address.',
  'At once: every credential of your sandbox signups, and of the apps of the teams only you belong to, is revoked; the gateway refuses them on its next call.',
  'Kept: the activity lists of the teams you were in keep each change you made, shown as “A deleted account”, with your email address only as a hash.',
  'Kept: gateway call records keep the time, path, status and latency of each call, and no personal data.',
] as const

/** Messages of the team pages and routes, shared by the server and the web. */
export const TEAM_MESSAGES = {
  teamNotFound: 'No such team.',
  ownersOnly: 'Only the team’s owners can do this.',
  memberNotFound: 'No such member.',
  invitationNotFound: 'No such invitation.',
  alreadyMember: 'This person is already a member of the team.',
  invitationDead:
    'This invitation has expired, was cancelled or was already used. Ask a team owner for a new one.',
  lastOwnerLeave:
    'You are the team’s last owner, so you cannot leave it. Make another member an owner first.',
  lastOwnerDemote:
    'The team must keep an owner. Make another member an owner first.',
  lastOwnerRemove:
    'The team must keep an owner. Make another member an owner first.',
  deleteLastOwner: (teams: string[]) =>
    `You are the last owner of ${teams.map((name) => `“${name}”`).join(', ')}, which ${teams.length === 1 ? 'has' : 'have'} other members. Make another member an owner, or remove the members, before deleting your account.`,
  deleteEmail: 'Enter your account’s email address to confirm',
  invited: (email: string) =>
    `Invitation sent to ${email}. The link works once, for 7 days.`,
  role: 'Choose a role',
} as const

/** The activity list's actions in words; an action of another module not listed shows as its key. */
export const TEAM_ACTIVITY_LABELS: Record<string, string> = {
  'member.invited': 'Invited a member',
  'member.invitation-cancelled': 'Cancelled an invitation',
  'member.joined': 'Joined the team',
  'member.role-changed': 'Changed a member’s role',
  'member.removed': 'Removed a member',
  'member.left': 'Left the team',
  'member.account-deleted': 'Deleted their account',
  'app.created': 'Created an app',
  'app.renamed': 'Renamed an app',
  'app.deleted': 'Deleted an app',
  'app.api-added': 'Added an API to an app',
  'app.api-removed': 'Removed an API from an app',
  'credential.rotated': 'Rotated a credential',
  'credential.revoked': 'Revoked a credential',
}

/** The name a team named after a deleted account's address takes instead. */
export const DELETED_TEAM_NAME = 'Team of a deleted account'

/** The name shown for the actor of a change whose account was deleted. */
export const DELETED_ACCOUNT = 'A deleted account'
