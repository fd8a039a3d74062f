// The production-review module: what other code may use of it. Outside code imports this file only.
export { registerProductionReview } from './register-review.ts'
