import { sql } from 'kysely'
import {
  DELETED_ACCOUNT,
  TEAM_ACTIVITY_PAGE,
  type TeamActivityItem,
} from '@portal/schema/developer-teams'
import type { Db } from '../../db/client.ts'
import { emailHash } from './team-token.ts'

/** One change to record: who did what in which team (R-TEAM-ACTIVITY). */
export interface TeamActivityEntry {
  teamId: string
  /** The account that made the change; null when the platform did. */
  actorAccountId: string | null
  /** A dotted key, `<thing>.<verb>` (`member.invited`, `app.created`). */
  action: string
  /** What the owners read beside it: never personal data (an app's name, an API's). */
  detail: string
  /** The member or invitee the change is about (kept in clear until their account is deleted). */
  subjectEmail?: string
}

/**
 * Records a change in the team's activity list, in the caller's transaction so the change and
 * its record commit together (R-TEAM-ACTIVITY). The apps module records its own events here.
 */
export async function recordTeamActivity(
  executor: Db,
  entry: TeamActivityEntry,
): Promise<void> {
  await executor
    .insertInto('team_activity')
    .values({
      team_id: entry.teamId,
      actor_account_id: entry.actorAccountId,
      action: entry.action.slice(0, 100),
      detail: entry.detail.slice(0, 500),
      subject_email: entry.subjectEmail ?? null,
      subject_email_hash: entry.subjectEmail
        ? emailHash(entry.subjectEmail)
        : null,
    })
    .execute()
}

/** The team's latest changes, newest first; a deleted actor shows as `A deleted account`. */
export async function activityOf(
  executor: Db,
  teamId: string,
): Promise<TeamActivityItem[]> {
  const rows = await executor
    .selectFrom('team_activity')
    .leftJoin(
      'developer_accounts',
      'developer_accounts.id',
      'team_activity.actor_account_id',
    )
    .select([
      sql<string>`cast(team_activity.id as text)`.as('id'),
      'team_activity.created_at',
      'team_activity.actor_account_id',
      'team_activity.action',
      'team_activity.detail',
      'team_activity.subject_email',
      'developer_accounts.email',
      'developer_accounts.deleted_at',
    ])
    .where('team_activity.team_id', '=', teamId)
    .orderBy('team_activity.id', 'desc')
    .limit(TEAM_ACTIVITY_PAGE)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    actor:
      row.actor_account_id === null
        ? ''
        : row.email && !row.deleted_at
          ? row.email
          : DELETED_ACCOUNT,
    action: row.action,
    subject: row.subject_email ?? '',
    detail: row.detail,
  }))
}
