import { queryOptions } from '@tanstack/react-query'
import { TestDataResponseSchema } from '@portal/schema/test-data'
import { TEST_DATA_URL } from '#web/lib/api-paths.ts'
import { postJson } from '#web/lib/http.ts'
import type { TestDataSession } from './test-data-session.ts'

/** Query options of the test data pages. */
export const testDataQueries = {
  forApi: (urlSlug: string, session: TestDataSession | null) =>
    queryOptions({
      queryKey: ['test-data', urlSlug, session],
      queryFn: () =>
        postJson(
          TEST_DATA_URL,
          session
            ? { urlSlug, userId: session.id, hash: session.testUserHash }
            : { urlSlug },
          TestDataResponseSchema,
        ),
      retry: false,
    }),
}
