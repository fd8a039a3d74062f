import { createHmac, timingSafeEqual } from 'node:crypto'
import type Provider from 'oidc-provider'
import type { AdapterPayload } from 'oidc-provider'
import type { FeatureFlags } from '@portal/schema/site-config'
import { isRedirectUri } from '@portal/schema/redirect-uri'
import { rowPublicStatus } from '../catalogue/index.ts'
import {
  buildAuthServers,
  clientScopes,
  serverNamed,
  type AuthServer,
} from './auth-servers.ts'
import type { OauthStore, TestUserAccount } from './oauth-store.ts'
import { createProvider } from './provider-factory.ts'
import { currentSigningKeys } from './signing-keys.ts'

/** Where the portal's sign-in and consent page lives (the web app's route). */
export const SIGN_IN_PAGE = '/sandbox-sign-in'

/** What a client ID can look like (they are issued as `0oa` and letters and digits). */
const CLIENT_ID_SHAPE = /^[\x21-\x7e]{1,64}$/

/** Providers pick up a rotated signing key this often. */
const KEYS_REFRESH_MS = 10 * 60_000

/**
 * The servers are read again at least this often: a deactivation date that passes changes no
 * row, so no change is announced, yet the API is no longer callable in the sandbox.
 */
const SERVERS_REFRESH_MS = 60_000

export interface OauthServiceDeps {
  store: OauthStore
  /** The HMAC key credentials are stored under. */
  credentialHash: string
  /** Signs the authorization servers' cookies. */
  cookieSecret: string
  /** The gateway's public base, e.g. https://example.gov/sandbox-api: issuers start with it. */
  sandboxBaseUrl: string
  flags: FeatureFlags
  now: () => number
  proxy: boolean
}

/** One running authorization server. */
export interface RunningServer {
  server: AuthServer
  issuer: string
  provider: Provider
}

/**
 * The sandbox authorization servers (R-OAUTH-SERVERS): one oidc-provider per distinct auth path
 * of the APIs callable in the sandbox, made on first use and remade when the signing key rotates
 * or the server's APIs change.
 */
export function createOauthService(deps: OauthServiceDeps) {
  const { store } = deps
  const prefix = new URL(deps.sandboxBaseUrl).pathname.replace(/\/$/, '')
  const hmac = (value: string) =>
    createHmac('sha256', deps.credentialHash).update(value).digest('base64url')

  // The servers, read on the first request after a start or a change to the catalogue (forget,
  // on every instance through the change feed: R-OAUTH-LIVE). A read that began before a change
  // answers the requests already waiting for it, and is not kept.
  let servers: Promise<AuthServer[]> | undefined
  let serversReadAt = 0
  const loadServers = (): Promise<AuthServer[]> => {
    if (servers && deps.now() - serversReadAt < SERVERS_REFRESH_MS)
      return servers
    serversReadAt = deps.now()
    const loading = store
      .listApis()
      .then((rows) =>
        buildAuthServers(
          rows.filter(
            (row) =>
              rowPublicStatus(row, { now: deps.now(), flags: deps.flags })
                .status.isCallableInSandbox,
          ),
        ),
      )
    servers = loading
    loading.catch(() => {
      if (servers === loading) servers = undefined
    })
    return loading
  }

  const usersByServer = new Map<string, Promise<TestUserAccount[]>>()
  const usersOf = (server: AuthServer) => {
    let users = usersByServer.get(server.path)
    if (!users) {
      users = store.testUsersOf([
        ...new Set(server.apis.map((api) => api.urlSlug)),
      ])
      usersByServer.set(server.path, users)
      users.catch(() => usersByServer.delete(server.path))
    }
    return users
  }

  /** The client metadata of a signup's OAuth credential at this server (R-OAUTH-CLIENTS). */
  const findClient =
    (server: AuthServer) =>
    async (clientId: string): Promise<AdapterPayload | undefined> => {
      // Client IDs are printable ASCII; anything else (a NUL byte, say) is no client, and would
      // only make the database refuse the query.
      if (!CLIENT_ID_SHAPE.test(clientId)) return undefined
      const rows = await store.clientRows(clientId, deps.now())
      const first = rows[0]
      if (!first) return undefined
      const scopes = clientScopes(server, first.kind, first.apis.split(','))
      if (!scopes) return undefined
      const base = {
        client_id: clientId,
        scope: scopes.join(' '),
        client_name: first.email,
      }
      if (first.kind === 'ccg') {
        const keys = rows.flatMap((row) =>
          row.publicJwk ? [row.publicJwk] : [],
        )
        return {
          ...base,
          grant_types: ['client_credentials'],
          response_types: [],
          redirect_uris: [],
          token_endpoint_auth_method: 'private_key_jwt',
          jwks: { keys },
        }
      }
      const secrets = rows.flatMap((row) =>
        row.secretHmac ? [row.secretHmac] : [],
      )
      const isPublic =
        first.applicationType === 'native' || secrets.length === 0
      return {
        ...base,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The one rule again (R-REDIRECT-URI): a stored URI it refuses would make oidc-provider
        // refuse the whole client, so it is left out and the client's other URIs keep working.
        redirect_uris: first.redirectUris.filter(isRedirectUri),
        // Every URI it keeps is https, or http on loopback: web rules hold both.
        application_type: 'web',
        token_endpoint_auth_method: isPublic ? 'none' : 'client_secret_basic',
        ...(isPublic
          ? {}
          : { client_secret: secrets[0], secret_hmacs: secrets }),
      }
    }

  // The running provider of each server, with the server it was made for: a server whose APIs or
  // scopes changed in the console gets a new provider; its state is in the database, so nothing
  // of a sign-in or a grant is lost with the old one.
  const running = new Map<
    string,
    { server: AuthServer; started: Promise<RunningServer> }
  >()
  let keysLoadedAt = 0
  const start = async (server: AuthServer): Promise<RunningServer> => {
    const issuer = `${deps.sandboxBaseUrl}${server.path}`
    const keys = await currentSigningKeys(store, deps.now())
    const provider = await createProvider({
      server,
      issuer,
      audience: deps.sandboxBaseUrl,
      keys,
      cookieKeys: [deps.cookieSecret],
      store,
      findClient: findClient(server),
      findAccount: async (id) =>
        (await usersOf(server)).find((user) => user.id === id),
      interactionUrl: (uid) =>
        `${SIGN_IN_PAGE}/${uid}?server=${encodeURIComponent(server.path)}`,
      cookiePath: `${prefix}${server.path}`,
      proxy: deps.proxy,
    })
    // Secrets are kept only as HMACs: compare the HMAC of what the client sent (R-OAUTH-CLIENTS).
    provider.Client.prototype.compareClientSecret = function compare(
      this: { metadata: () => Record<string, unknown> },
      actual: string,
    ) {
      const presented = Buffer.from(hmac(actual))
      const stored = this.metadata().secret_hmacs
      return Promise.resolve(
        Array.isArray(stored) &&
          stored.some((value) => {
            const expected = Buffer.from(String(value))
            return (
              expected.length === presented.length &&
              timingSafeEqual(expected, presented)
            )
          }),
      )
    }
    return { server, issuer, provider }
  }

  const run = async (server: AuthServer): Promise<RunningServer> => {
    if (deps.now() - keysLoadedAt > KEYS_REFRESH_MS) {
      keysLoadedAt = deps.now()
      running.clear()
    }
    let entry = running.get(server.path)
    // The same object until the catalogue is read again; then the same server if nothing of it
    // changed.
    if (entry && entry.server !== server) {
      if (JSON.stringify(entry.server) === JSON.stringify(server))
        entry.server = server
      else entry = undefined
    }
    if (!entry) {
      const started = start(server)
      entry = { server, started }
      running.set(server.path, entry)
      started.catch(() => {
        if (running.get(server.path)?.started === started)
          running.delete(server.path)
      })
    }
    return entry.started
  }

  return {
    prefix,
    servers: loadServers,

    /**
     * Forgets the servers: an API entry changed somewhere (R-OAUTH-LIVE). The next request reads
     * the catalogue again, so a new auth path answers and a closed one is 404 at once.
     */
    forget: () => {
      servers = undefined
      usersByServer.clear()
    },

    /** The running server at exactly this auth path, or null when the catalogue has none. */
    async named(path: string): Promise<RunningServer | null> {
      const server = serverNamed(await loadServers(), path)
      return server ? run(server) : null
    },

    /** The test users who can sign in at a server. */
    usersOf,
  }
}

/** The sandbox authorization servers. */
export type OauthService = ReturnType<typeof createOauthService>
