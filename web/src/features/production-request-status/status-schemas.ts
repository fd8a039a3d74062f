// The schema of the page's answers, imported beside the first request (status-queries.ts).
export { ApplicantStatusSchema } from '@portal/schema/production-review'
