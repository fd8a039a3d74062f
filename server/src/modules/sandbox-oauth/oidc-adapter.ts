import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { OauthStore } from './oauth-store.ts'

/**
 * Whether an id oidc-provider asks about could be one it stored: ids it makes are short and
 * printable, while what a client sends as a token or code can be anything. A NUL byte in a query
 * makes PostgreSQL refuse it, and such an id names nothing anyway.
 */
function couldBeStored(id: string): boolean {
  return id.length > 0 && id.length <= 1024 && !id.includes('\u0000')
}

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
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      await store.upsert(server, this.name, id, { ...payload }, expiresIn)
    }

    async find(id: string) {
      if (!couldBeStored(id)) return undefined
      if (this.name === 'Client') return findClient(id)
      return (await store.find(server, this.name, id)) as
        AdapterPayload | undefined
    }

    // Device flow is off: there are no user codes.
    async findByUserCode() {
      return undefined
    }

    async findByUid(uid: string) {
      if (!couldBeStored(uid)) return undefined
      return (await store.findByUid(server, this.name, uid)) as
        AdapterPayload | undefined
    }

    async consume(id: string) {
      await store.consume(server, this.name, id)
    }

    async destroy(id: string) {
      await store.destroy(server, this.name, id)
    }

    async revokeByGrantId(grantId: string) {
      await store.revokeByGrantId(server, grantId)
    }
  }
}
