import { queryOptions } from '@tanstack/react-query'
import {
  CareOverviewSchema,
  CareUsageSchema,
  RotateResponseSchema,
} from '@portal/schema/credential-care'
import { CREDENTIALS_URL } from '#web/lib/api-paths.ts'
import { postJson } from '#web/lib/http.ts'

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
      queryFn: () => postJson(CREDENTIALS_URL, link, CareOverviewSchema),
      retry: false,
    }),
  usage: (link: CareLink, credentialId: string) =>
    queryOptions({
      queryKey: ['credential-care', link, 'usage', credentialId],
      queryFn: () =>
        postJson(
          `${CREDENTIALS_URL}/usage`,
          { ...link, credentialId },
          CareUsageSchema,
        ),
      retry: false,
    }),
}

/** The page's changes, each a POST with the pair. */
export const careActions = {
  rotate: (link: CareLink, credentialId: string, overlap: string) =>
    postJson(
      `${CREDENTIALS_URL}/rotate`,
      { ...link, credentialId, overlap },
      RotateResponseSchema,
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
