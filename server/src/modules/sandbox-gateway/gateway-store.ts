import type { Insertable } from 'kysely'
import type { Db } from '../../db/client.ts'
import type { Database } from '../../db/schema.ts'
import {
  PUBLIC_STATUS_COLUMNS,
  type PublicStatusRow,
} from '../catalogue/index.ts'
import {
  createRequestLogStore,
  type CallDetailRow,
} from '../request-log/index.ts'

/** A gateway call as recorded (R-GATEWAY-USAGE). */
type GatewayRequestRow = Insertable<Database['gateway_requests']>

/** A call's usage row and, for the request log, its headers and bodies (R-REQLOG-RECORD). */
export interface GatewayCallRecord extends GatewayRequestRow {
  call_id: string
  detail: Omit<CallDetailRow, 'call_id'>
}

/** An API key as the gateway checks it. */
export interface StoredApiKey {
  id: string
  /** The application's `apis` entries: `apikey/facilities,acg/claims`. */
  apis: string
  revokedAt: Date | null
  expiresAt: Date | null
}

/** Everything the sandbox gateway reads and writes. */
export function createGatewayStore(db: Db) {
  return {
    /** Every documented version with its spec, current versions first within an API. */
    listSpecs: () =>
      db
        .selectFrom('doc_versions')
        .select(['api_url_fragment', 'version', 'spec_format', 'spec'])
        .orderBy('api_url_fragment')
        .orderBy('sort_order')
        .execute(),

    /** The catalogue rows the public-status rule reads, with the API's id for its test users. */
    listApis: (): Promise<PublicStatusRow[]> =>
      db.selectFrom('apis').select(PUBLIC_STATUS_COLUMNS).execute(),

    /** The API key with this HMAC, whatever its state. */
    findApiKey: async (secretHmac: string): Promise<StoredApiKey | null> => {
      const row = await db
        .selectFrom('consumer_credentials as credential')
        .innerJoin(
          'consumer_applications as application',
          'application.id',
          'credential.application_id',
        )
        .select([
          'credential.id',
          'application.apis',
          'credential.revoked_at',
          'credential.expires_at',
        ])
        .where('credential.secret_hmac', '=', secretHmac)
        .where('credential.kind', '=', 'apikey')
        .executeTakeFirst()
      if (!row) return null
      return {
        id: row.id,
        apis: row.apis,
        revokedAt: row.revoked_at,
        expiresAt: row.expires_at,
      }
    },

    /** The test users of an API: every row's cells, across its tables. */
    testUsersOf: async (urlSlug: string) => {
      const rows = await db
        .selectFrom('test_user_rows')
        .innerJoin(
          'test_user_tables',
          'test_user_tables.id',
          'test_user_rows.table_id',
        )
        .select(['test_user_rows.data'])
        .where('test_user_tables.api_url_slug', '=', urlSlug)
        .orderBy('test_user_tables.position')
        .orderBy('test_user_rows.position')
        .execute()
      return rows.map((row) => row.data as Record<string, string | null>)
    },

    /** Writes a batch of call records, usage rows and their request-log details, in one transaction. */
    recordRequests: async (records: GatewayCallRecord[]) => {
      if (records.length === 0) return
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('gateway_requests')
          .values(records.map(({ detail: _detail, ...row }) => row))
          .execute()
        await createRequestLogStore(trx).recordDetails(
          records.map(({ call_id, detail }) => ({ call_id, ...detail })),
        )
      })
    },

    /** Deletes call records older than `before`; returns how many. */
    purgeRequests: async (before: Date) => {
      const result = await db
        .deleteFrom('gateway_requests')
        .where('at', '<', before)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

/** The gateway store. */
export type GatewayStore = ReturnType<typeof createGatewayStore>
