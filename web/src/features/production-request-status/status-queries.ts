import { queryOptions } from '@tanstack/react-query'
import type { ApplicantStatus } from '@portal/schema/production-review'
import type * as StatusSchemas from './status-schemas.ts'
import { PRODUCTION_STATUS_URL } from '#web/lib/api-paths.ts'
import { InvalidResponseError, postJson } from '#web/lib/http.ts'
import { postForFile } from '#web/lib/http-file.ts'

let schemas: Promise<typeof StatusSchemas> | undefined
const loadSchemas = () => {
  schemas ??= import('./status-schemas.ts').catch((error: unknown) => {
    schemas = undefined
    throw error
  })
  return schemas
}

// POSTs and checks the answer with its schema, imported while the request is on its way: the
// page paints without Zod (R-PERF-FIRST-LOAD, ADR 021).
async function postStatus(
  url: string,
  body: unknown,
): Promise<ApplicantStatus> {
  const [loaded, answer] = await Promise.all([
    loadSchemas(),
    postJson(url, body),
  ])
  const result = loaded.ApplicantStatusSchema.safeParse(answer)
  if (!result.success) throw new InvalidResponseError(url)
  return result.data
}

/** The status link's signed pair: every call carries it in its body (R-REVIEW-LINK). */
export interface StatusLink {
  id: string
  signature: string
}

/** The page's query key. */
export const statusKey = (link: StatusLink) => [
  'production-request-status',
  link,
]

/** Query options of the status page. */
export const statusQueries = {
  status: (link: StatusLink) =>
    queryOptions({
      queryKey: statusKey(link),
      queryFn: () => postStatus(PRODUCTION_STATUS_URL, link),
      retry: false,
    }),
}

/** The applicant's moves; each answers the request's new state. */
export const statusActions = {
  answer: (link: StatusLink, answer: string) =>
    postStatus(`${PRODUCTION_STATUS_URL}/answer`, { ...link, answer }),
  withdraw: (link: StatusLink) =>
    postStatus(`${PRODUCTION_STATUS_URL}/withdraw`, link),
  calendar: (link: StatusLink) =>
    postForFile(`${PRODUCTION_STATUS_URL}/calendar`, link),
}
