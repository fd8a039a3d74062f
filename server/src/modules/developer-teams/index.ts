// The developer-teams module: what other code may use of it. Outside code imports this file only.

// The apps module records its events in the team's activity list (/work/notes/teams-contract.md).
/** @public */
export {
  recordTeamActivity,
  type TeamActivityEntry,
} from './team-activity-store.ts'
export { registerDeveloperTeams } from './register-developer-teams.ts'
