import type { Db } from '../src/db/client.ts'
import type { AccountSession } from './account-kit.ts'

/** The API's base of the account routes. */
export const ACCOUNT = '/platform-backend/v0/account'

/** Puts a signed-in account in a team with a role, directly in the database. */
export async function joinTeam(
  db: Db,
  teamId: string,
  member: AccountSession,
  role: 'owner' | 'developer',
): Promise<void> {
  await db
    .insertInto('team_members')
    .values({ team_id: teamId, account_id: member.account.id, role })
    .execute()
}

/** The link and token of the latest team invitation emailed to an address, from the outbox. */
export async function latestInvitationEmail(
  db: Db,
  email: string,
): Promise<{ link: string; token: string; teamName: string; role: string }> {
  const row = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('template', '=', 'team-invitation')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const payload = row.payload as unknown as {
    link: string
    teamName: string
    role: string
  }
  return {
    ...payload,
    token: payload.link.slice(payload.link.indexOf('#token=') + 7),
  }
}
