import { queryOptions } from '@tanstack/react-query'
import type {
  ConsoleTestUsers,
  TestUserHistory,
  TestUserInput,
} from '@portal/schema/console-test-users'
import { CONSOLE_API, CONSOLE_QUERY_KEY } from '#web/console/console-api.ts'
import { deleteResource, getJson, postJson } from '#web/lib/http.ts'
import { putJson } from '#web/lib/http-send.ts'

/** An API's console test users (R-TEST-USERS-*). */
const usersUrl = (apiId: string) =>
  `${CONSOLE_API}/api-entries/${encodeURIComponent(apiId)}/test-users`

/** The query keys of an API's test users start with this: a change drops them all. */
export const testUsersKey = (apiId: string) =>
  [CONSOLE_QUERY_KEY, 'test-users', apiId] as const

/** The publisher's queries. */
export const testUserQueries = {
  list: (apiId: string) =>
    queryOptions({
      queryKey: [...testUsersKey(apiId), 'list'],
      queryFn: ({ signal }) =>
        getJson<ConsoleTestUsers>(usersUrl(apiId), { signal }),
      retry: false,
    }),
  history: (apiId: string) =>
    queryOptions({
      queryKey: [...testUsersKey(apiId), 'history'],
      queryFn: ({ signal }) =>
        getJson<TestUserHistory>(`${usersUrl(apiId)}/versions`, { signal }),
      retry: false,
    }),
}

/** The publisher's changes; adding and changing answer the list as it is now. */
export const testUserActions = {
  add: (apiId: string, user: TestUserInput) =>
    postJson<ConsoleTestUsers>(usersUrl(apiId), user),
  change: (apiId: string, userId: string, user: TestUserInput) =>
    putJson<ConsoleTestUsers>(
      `${usersUrl(apiId)}/${encodeURIComponent(userId)}`,
      user,
    ),
  remove: (apiId: string, userId: string) =>
    deleteResource(`${usersUrl(apiId)}/${encodeURIComponent(userId)}`),
}
