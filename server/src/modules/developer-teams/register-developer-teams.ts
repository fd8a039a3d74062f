import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { RateLimits } from '../../plugins/rate-limit.ts'
import type { AccountGuards } from '../developer-accounts/index.ts'
import { createAccountDeletionService } from './account-deletion-service.ts'
import { createTeamService } from './team-service.ts'
import { createTeamStore } from './team-store.ts'
import { teamRoutes } from './team-routes.ts'

/** What the teams are built from. */
export interface DeveloperTeamsDeps {
  db: Db
  now: () => number
  limits: RateLimits
  apiPrefix: string
  publicOrigin: string
  secureCookies: boolean
  guards: AccountGuards
  /** Tells this instance's credential caches at once (the others hear NOTIFY). */
  credentialsChanged: () => void
}

/** Registers the team routes and account deletion under the API prefix. */
export async function registerDeveloperTeams(
  api: FastifyInstance,
  deps: DeveloperTeamsDeps,
): Promise<void> {
  const store = createTeamStore(deps.db)
  await api.register(teamRoutes, {
    service: createTeamService({
      store,
      publicOrigin: deps.publicOrigin,
      now: deps.now,
    }),
    deleteAccount: createAccountDeletionService({
      db: deps.db,
      teams: store,
      now: deps.now,
      credentialsChanged: deps.credentialsChanged,
    }),
    limits: deps.limits,
    ...deps.guards,
    // The accounts module's cookie: the acceptance signs the invitee in with it.
    cookie: {
      path: `${deps.apiPrefix}/v0/account`,
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
    },
  })
}
