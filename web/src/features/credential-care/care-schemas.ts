// The schemas of the page's answers, imported beside the first request (care-queries.ts).
export {
  CareOverviewSchema,
  CareUsageSchema,
  RotateResponseSchema,
} from '@portal/schema/credential-care'
