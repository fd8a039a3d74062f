import { sql } from 'kysely'
import type { Db } from '../../db/client.ts'
import {
  createOidcPayloadStore,
  purgeExpiredPayloads,
} from '../../db/oidc-payloads.ts'
import { usableCredential } from '../../db/credential-validity.ts'
import {
  PUBLIC_STATUS_COLUMNS,
  type PublicStatusRow,
} from '../catalogue/index.ts'

/** A credential row of an OAuth client, as the authorization servers read it. */
export interface ClientCredentialRow {
  credentialId: string
  kind: 'acg' | 'ccg'
  clientId: string
  secretHmac: string | null
  apis: string
  applicationType: 'web' | 'native' | null
  redirectUris: string[]
  publicJwk: Record<string, unknown> | null
  email: string
}

/** A test user who can sign in at the sandbox (R-OAUTH-SIGN-IN). */
export interface TestUserAccount {
  id: string
  urlSlug: string
  data: Record<string, string | null>
  credentials: Record<
    string,
    { username: string; password: string; seed: string | null }
  >
}

/**
 * The models a JWT access token's record is kept under (jwt-access-tokens.ts): what the gateway
 * reads, and whose deletion it must hear of at once.
 */
const TOKEN_MODELS: readonly string[] = ['AccessToken', 'ClientCredentials']

/** What the store tells others of. */
export interface OauthStoreOptions {
  /**
   * Called once an access token's record is deleted (oidc-provider's revocation through the
   * adapter, a grant's deletion, a refresh token's reuse), before the caller answers: this instance's gateway forgets its cached token checks at once; the
   * others hear of it through migration 013's NOTIFY (R-REVOKE-AT-ONCE).
   */
  onTokensRevoked?: () => void
}

/** Everything the sandbox authorization servers read and write. */
export function createOauthStore(db: Db, options: OauthStoreOptions = {}) {
  const revoked = () => options.onTokensRevoked?.()
  /** One server's models; deleting a token's record or a grant's tells the gateways at once. */
  const payloadsOf = (server: string) =>
    createOidcPayloadStore(
      db,
      { table: 'oidc_payloads', server },
      {
        onDestroyed: (model) => {
          if (TOKEN_MODELS.includes(model)) revoked()
        },
        onGrantRevoked: revoked,
      },
    )

  return {
    /** The catalogue rows the public-status rule reads (which APIs are callable). */
    listApis: (): Promise<PublicStatusRow[]> =>
      db.selectFrom('apis').select(PUBLIC_STATUS_COLUMNS).execute(),

    payloadsOf,

    /**
     * Whether the record of a JWT access token is still stored (not revoked, not expired): the
     * gateway's check. The records are oidc-provider's models of the tokens (jwt-access-tokens.ts).
     */
    tokenIsLive: async (server: string, jti: string) =>
      (await db
        .selectFrom('oidc_payloads')
        .select('id')
        .where('server', '=', server)
        .where('model', 'in', TOKEN_MODELS)
        .where('id', '=', jti)
        .where((eb) =>
          eb.or([
            eb('expires_at', 'is', null),
            eb('expires_at', '>', new Date()),
          ]),
        )
        .executeTakeFirst()) !== undefined,

    /** The grants a test user gave at a server, newest first (the manage page). */
    grantsOf: (server: string, accountId: string) =>
      payloadsOf(server)
        .live('Grant')
        .select(['id', 'payload'])
        .where(sql<string>`payload ->> 'accountId'`, '=', accountId)
        .execute()
        .then((rows) =>
          rows.map((row): Record<string, unknown> & { id: string } => ({
            id: row.id,
            ...(row.payload as Record<string, unknown>),
          })),
        ),

    /** The usable credential rows of an OAuth client: several while a rotation overlaps. */
    clientRows: async (
      clientId: string,
      now: number,
    ): Promise<ClientCredentialRow[]> => {
      const rows = await db
        .selectFrom('consumer_credentials as credential')
        .innerJoin(
          'consumer_applications as application',
          'application.id',
          'credential.application_id',
        )
        .innerJoin(
          'consumers as consumer',
          'consumer.id',
          'credential.consumer_id',
        )
        .select([
          'credential.id',
          'credential.kind',
          'credential.client_id',
          'credential.secret_hmac',
          'application.apis',
          'application.oauth_application_type',
          'application.redirect_uris',
          'credential.public_jwk',
          'consumer.email',
        ])
        .where('credential.client_id', '=', clientId)
        .where('credential.kind', 'in', ['acg', 'ccg'])
        .where(usableCredential(new Date(now), 'credential'))
        .orderBy('credential.created_at', 'desc')
        .execute()
      return rows.map((row) => ({
        credentialId: row.id,
        kind: row.kind as 'acg' | 'ccg',
        clientId: row.client_id ?? clientId,
        secretHmac: row.secret_hmac,
        apis: row.apis,
        applicationType: row.oauth_application_type,
        redirectUris: row.redirect_uris ?? [],
        publicJwk: row.public_jwk,
        email: row.email,
      }))
    },

    /** The test users of these APIs who have sandbox sign-in credentials. */
    testUsersOf: async (urlSlugs: string[]): Promise<TestUserAccount[]> => {
      if (urlSlugs.length === 0) return []
      const rows = await db
        .selectFrom('test_user_rows as row')
        .innerJoin('test_user_tables as table', 'table.id', 'row.table_id')
        .select(['row.id', 'table.api_url_slug', 'row.data', 'row.credentials'])
        .where('table.api_url_slug', 'in', urlSlugs)
        .where('row.credentials', 'is not', null)
        .orderBy('table.position')
        .orderBy('row.position')
        .execute()
      return rows.map((row) => ({
        id: String(row.id),
        urlSlug: row.api_url_slug,
        data: row.data as TestUserAccount['data'],
        credentials: row.credentials as TestUserAccount['credentials'],
      }))
    },

    /** The signing keys, newest first; retired ones stay until their tokens have expired. */
    signingKeys: () =>
      db
        .selectFrom('oauth_signing_keys')
        .select(['kid', 'private_jwk', 'created_at', 'retired_at'])
        .orderBy('created_at', 'desc')
        .execute(),

    addSigningKey: async (kid: string, privateJwk: Record<string, unknown>) => {
      await db
        .insertInto('oauth_signing_keys')
        .values({ kid, private_jwk: JSON.stringify(privateJwk) })
        .onConflict((oc) => oc.column('kid').doNothing())
        .execute()
    },

    /** Retires every key but `kid`, and drops those retired before `dropBefore`. */
    retireSigningKeys: async (kid: string, dropBefore: Date) => {
      await db
        .updateTable('oauth_signing_keys')
        .set({ retired_at: new Date() })
        .where('retired_at', 'is', null)
        .where('kid', '!=', kid)
        .execute()
      await db
        .deleteFrom('oauth_signing_keys')
        .where('retired_at', '<', dropBefore)
        .execute()
    },

    /** Removes expired rows (sessions, codes, tokens, used assertion ids). */
    purgeExpired: () => purgeExpiredPayloads(db, 'oidc_payloads'),
  }
}

/** The authorization servers' store. */
export type OauthStore = ReturnType<typeof createOauthStore>
