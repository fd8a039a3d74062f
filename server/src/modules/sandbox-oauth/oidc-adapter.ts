import type { Adapter, AdapterPayload } from 'oidc-provider'
import { oidcPayloadAdapter } from '../../db/oidc-payloads.ts'
import type { OauthStore } from './oauth-store.ts'

/**
 * An oidc-provider adapter over the database (R-OAUTH-STORE): every model of one authorization
 * server lives in `oidc_payloads` under the server's path, so restarts and every instance agree.
 * Clients are not stored here: `findClient` builds them from the signup's credentials.
 */
export function oidcAdapter(
  store: OauthStore,
  server: string,
  findClient: (clientId: string) => Promise<AdapterPayload | undefined>,
): new (name: string) => Adapter {
  return oidcPayloadAdapter(store.payloadsOf(server), findClient)
}
