import { queryOptions } from '@tanstack/react-query'
import type * as CareSchemasModule from './care-schemas.ts'
import { CREDENTIALS_URL } from '#web/lib/api-paths.ts'
import {
  InvalidResponseError,
  postJson,
  type ResponseSchema,
} from '#web/lib/http.ts'

type CareSchemas = typeof CareSchemasModule

let schemas: Promise<CareSchemas> | undefined
const loadSchemas = () => {
  schemas ??= import('./care-schemas.ts').catch((error: unknown) => {
    schemas = undefined
    throw error
  })
  return schemas
}

/**
 * POSTs and checks the answer with its schema, which is imported while the request is on its way:
 * the page paints without Zod and the answer waits for nothing more (R-PERF-FIRST-LOAD, ADR 021).
 */
async function postChecked<T>(
  url: string,
  body: unknown,
  schemaOf: (loaded: CareSchemas) => ResponseSchema<T>,
): Promise<T> {
  const [loaded, answer] = await Promise.all([
    loadSchemas(),
    postJson(url, body),
  ])
  const result = schemaOf(loaded).safeParse(answer)
  if (!result.success) throw new InvalidResponseError(url)
  return result.data
}

/** The page link's signed pair: every call carries it (R-CARE-LINK). */
export interface CareLink {
  userId: string
  hash: string
}

/** Query options of the credentials page. */
export const careQueries = {
  overview: (link: CareLink) =>
    queryOptions({
      queryKey: ['credential-care', link],
      queryFn: () =>
        postChecked(
          CREDENTIALS_URL,
          link,
          (loaded) => loaded.CareOverviewSchema,
        ),
      retry: false,
    }),
  usage: (link: CareLink, credentialId: string) =>
    queryOptions({
      queryKey: ['credential-care', link, 'usage', credentialId],
      queryFn: () =>
        postChecked(
          `${CREDENTIALS_URL}/usage`,
          { ...link, credentialId },
          (loaded) => loaded.CareUsageSchema,
        ),
      retry: false,
    }),
}

/** The page's changes, each a POST with the pair. */
export const careActions = {
  rotate: (link: CareLink, credentialId: string, overlap: string) =>
    postChecked(
      `${CREDENTIALS_URL}/rotate`,
      { ...link, credentialId, overlap },
      (loaded) => loaded.RotateResponseSchema,
    ),
  revoke: (link: CareLink, credentialId: string) =>
    postJson(`${CREDENTIALS_URL}/revoke`, { ...link, credentialId }),
  publicKey: (
    link: CareLink,
    credentialId: string,
    overlap: string,
    publicKey: string,
  ) =>
    postJson(`${CREDENTIALS_URL}/public-key`, {
      ...link,
      credentialId,
      overlap,
      publicKey,
    }),
  redirectUris: (
    link: CareLink,
    credentialId: string,
    redirectUris: string[],
  ) =>
    postJson(`${CREDENTIALS_URL}/redirect-uris`, {
      ...link,
      credentialId,
      redirectUris,
    }),
  revokeLinks: (link: CareLink) =>
    postJson(`${CREDENTIALS_URL}/revoke-links`, link),
  newLink: (email: string) =>
    postJson(`${CREDENTIALS_URL}/new-link`, { email }),
}
