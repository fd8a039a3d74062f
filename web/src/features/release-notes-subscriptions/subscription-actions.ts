import type { SubscriptionState } from '@portal/schema/release-notes-subscription'
import type { ReleaseNotesSubscribeRequest } from '@portal/schema/release-notes-subscription'
import type * as Schemas from './subscription-schemas.ts'
import { RELEASE_NOTES_SUBSCRIPTIONS_URL } from '#web/lib/api-paths.ts'
import { InvalidResponseError, postJson } from '#web/lib/http.ts'

let schemas: Promise<typeof Schemas> | undefined
const loadSchemas = () => {
  schemas ??= import('./subscription-schemas.ts').catch((error: unknown) => {
    schemas = undefined
    throw error
  })
  return schemas
}

// POSTs, and checks the answer with a schema imported while the request is on its way.
async function post<T>(
  url: string,
  body: unknown,
  pick: (loaded: typeof Schemas) => {
    safeParse: (value: unknown) => { success: boolean; data?: T }
  },
): Promise<T> {
  const [loaded, answer] = await Promise.all([
    loadSchemas(),
    postJson(url, body),
  ])
  const result = pick(loaded).safeParse(answer)
  if (!result.success || result.data === undefined)
    throw new InvalidResponseError(url)
  return result.data
}

/** A confirm or unsubscribe link's signed pair, from the page's address. */
export interface SubscriptionLink {
  subscriptionId: string
  hash: string
}

/** The subscription calls of the release-notes pages (R-NOTES-*). */
export const subscriptionActions = {
  subscribe: (request: ReleaseNotesSubscribeRequest) =>
    post(
      RELEASE_NOTES_SUBSCRIPTIONS_URL,
      request,
      (loaded) => loaded.ReleaseNotesSubscribeResponseSchema,
    ),
  confirm: (link: SubscriptionLink): Promise<SubscriptionState> =>
    post(
      `${RELEASE_NOTES_SUBSCRIPTIONS_URL}/confirm`,
      link,
      (loaded) => loaded.SubscriptionStateSchema,
    ),
  // The one-click address of the emails (RFC 8058), with the same body a mail client posts.
  unsubscribe: (link: SubscriptionLink): Promise<SubscriptionState> =>
    post(
      `${RELEASE_NOTES_SUBSCRIPTIONS_URL}/${encodeURIComponent(link.subscriptionId)}/${encodeURIComponent(link.hash)}/unsubscribe`,
      { 'List-Unsubscribe': 'One-Click' },
      (loaded) => loaded.SubscriptionStateSchema,
    ),
}
