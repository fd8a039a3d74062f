import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { RateLimits } from '../../plugins/rate-limit.ts'
import type { SignupService } from '../sandbox-signup/index.ts'
import type { RequireStaff } from '../staff-auth/index.ts'
import { restrictedAccessRoutes } from './restricted-access-routes.ts'
import { createRestrictedAccessService } from './restricted-access-service.ts'
import { createRestrictedAccessStore } from './restricted-access-store.ts'
import { restrictedReviewRoutes } from './restricted-review-routes.ts'
import { restrictedAccessStatusUrl } from './status-link.ts'

/** What restricted sandbox access is built from. */
export interface RestrictedAccessDeps {
  db: Db
  now: () => number
  limits: RateLimits
  requireStaff: RequireStaff
  /** The sandbox signup: its rules check an ask, and it issues a grant's credentials. */
  signup: SignupService
  publicOrigin: string
  linkSecret: string
  credentialsChanged: () => void
}

/** Registers the developer's and the console's restricted-access routes on the API. */
export async function registerRestrictedAccess(
  api: FastifyInstance,
  deps: RestrictedAccessDeps,
): Promise<void> {
  const service = createRestrictedAccessService({
    store: createRestrictedAccessStore(deps.db),
    signup: deps.signup,
    now: deps.now,
    linkSecret: deps.linkSecret,
    statusUrlOf: (id) =>
      restrictedAccessStatusUrl(deps.publicOrigin, deps.linkSecret, id),
    credentialsChanged: deps.credentialsChanged,
  })
  await api.register(restrictedAccessRoutes, { service, limits: deps.limits })
  await api.register(restrictedReviewRoutes, {
    service,
    requireStaff: deps.requireStaff,
  })
}
