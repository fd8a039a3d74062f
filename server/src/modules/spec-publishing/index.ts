// The spec-publishing module: what other code may use of it. Outside code imports this file only.
export { specRoutes } from './spec-routes.ts'
export { createPublishingStore } from './publishing-store.ts'
export {
  createPublishingService,
  documentSha256,
  type RecordedFindings,
} from './publishing-service.ts'
// The pipeline's steps one by one, for the publishing bench (bench/publishing-bench.ts).
export { readDocument } from './document-intake.ts'
export { lintDocument, sortFindings, validateDocument } from './spec-lint.ts'
export { diffDocuments } from './spec-diff.ts'
export {
  createSpecCheckPool,
  type SpecCheckPool,
  type SpecCheckPoolOptions,
  type RunSpecCompare,
} from './spec-check-pool.ts'
export { runSpecCheck } from './spec-check-worker.ts'
