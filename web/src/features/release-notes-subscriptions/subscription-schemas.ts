// The subscription answers' schemas, imported while a request is on its way: the pages paint
// without Zod (R-PERF-FIRST-LOAD, ADR 021).
export {
  ReleaseNotesSubscribeResponseSchema,
  SubscriptionStateSchema,
} from '@portal/schema/release-notes-subscription'
