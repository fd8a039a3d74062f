import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { RateLimits } from '../../plugins/rate-limit.ts'
import { statusUrl } from '../production-requests/index.ts'
import type { RequireStaff } from '../staff-auth/index.ts'
import { applicantRoutes } from './applicant-routes.ts'
import { createApplicantService } from './applicant-service.ts'
import { createQueueStore } from './queue-store.ts'
import { reviewRoutes } from './review-routes.ts'
import { createReviewService } from './review-service.ts'
import { createReviewStore } from './review-store.ts'

/** What the review's two sides are built from. */
export interface ReviewDeps {
  db: Db
  now: () => number
  limits: RateLimits
  requireStaff: RequireStaff
  publicOrigin: string
  linkSecret: string
  supportEmail: string
}

/** Registers the console's review routes and the applicant's status routes on the API. */
export async function registerProductionReview(
  api: FastifyInstance,
  deps: ReviewDeps,
): Promise<void> {
  const store = createReviewStore(deps.db)
  const statusUrlOf = (id: string) =>
    statusUrl(deps.publicOrigin, deps.linkSecret, id)
  await api.register(reviewRoutes, {
    service: createReviewService({
      store,
      queueStore: createQueueStore(deps.db),
      now: deps.now,
      statusUrlOf,
    }),
    requireStaff: deps.requireStaff,
  })
  await api.register(applicantRoutes, {
    service: createApplicantService({
      store,
      now: deps.now,
      linkSecret: deps.linkSecret,
      statusUrlOf,
      supportEmail: deps.supportEmail,
    }),
    limits: deps.limits,
  })
}
