// The production-review module: what other code may use of it. Outside code imports this file only.
export { applicantRoutes } from './applicant-routes.ts'
export { createApplicantService } from './applicant-service.ts'
export { createQueueStore } from './queue-store.ts'
export { reviewRoutes } from './review-routes.ts'
export { createReviewService } from './review-service.ts'
export { createReviewStore } from './review-store.ts'
