import type { Transaction } from 'kysely'
import type { FeatureFlags } from '@portal/schema/site-config'
import type { Db } from '../../db/client.ts'
import type { Database } from '../../db/schema.ts'
import { findApisByAltId } from '../catalogue/index.ts'
import type { StoredCredential } from './credential-provider.ts'

/** What a signup writes. */
export interface NewSignup {
  firstName: string
  lastName: string
  email: string
  organization: string
  description: string | null
  kongUsername: string
  apis: string
  oauthApplicationType: 'web' | 'native' | null
  redirectUri: string | null
  publicJwk: Record<string, unknown> | null
  attestationChecked: boolean
  credentials: StoredCredential[]
  /** The welcome email, made once the consumer's id is known (it is part of the test-data link). */
  welcomeEmail: (consumer: { id: string; linkVersion: number }) => {
    recipient: string
    payload: Record<string, unknown>
  }
  /**
   * Another write that commits with the signup or not at all (a granted restricted-access
   * request records its consumer, R-RESTRICTED-COLLECT).
   */
  alsoWrite?: (
    trx: Transaction<Database>,
    consumer: { id: string },
  ) => Promise<void>
}

/** Reads the APIs a signup names and writes the signup. */
export function createSignupStore(db: Db, flags?: FeatureFlags) {
  return {
    findApis: (altIds: string[]) => findApisByAltId(db, altIds, flags),

    /**
     * Whether the API at this page address asks its users' attestation (its form then requires
     * the checkbox); null when no API has the address.
     */
    requiresAttestation: async (urlSlug: string) => {
      const row = await db
        .selectFrom('apis')
        .select('details')
        .where('url_slug', '=', urlSlug)
        .executeTakeFirst()
      return row ? row.details.requiresApiAttestation === true : null
    },

    /** The first of these slugs, in order, that has test-user tables. */
    firstSlugWithTestUsers: async (slugs: string[]) => {
      if (slugs.length === 0) return null
      const rows = await db
        .selectFrom('test_user_tables')
        .select('api_url_slug')
        .distinct()
        .where('api_url_slug', 'in', slugs)
        .execute()
      const withTables = new Set(rows.map((row) => row.api_url_slug))
      return slugs.find((slug) => withTables.has(slug)) ?? null
    },

    /** Consumer, application, credentials and the welcome email's outbox row, in one transaction. */
    create: (signup: NewSignup) =>
      db.transaction().execute(async (trx) => {
        const consumer = await trx
          .insertInto('consumers')
          .values({
            first_name: signup.firstName,
            last_name: signup.lastName,
            email: signup.email,
            email_lower: signup.email.toLowerCase(),
            organization: signup.organization,
            description: signup.description,
            kong_username: signup.kongUsername,
          })
          .returning(['id', 'test_link_version'])
          .executeTakeFirstOrThrow()
        const application = await trx
          .insertInto('consumer_applications')
          .values({
            consumer_id: consumer.id,
            apis: signup.apis,
            oauth_application_type: signup.oauthApplicationType,
            redirect_uri: signup.redirectUri,
            redirect_uris: signup.redirectUri ? [signup.redirectUri] : null,
            public_jwk: signup.publicJwk
              ? JSON.stringify(signup.publicJwk)
              : null,
            attestation_checked: signup.attestationChecked,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (signup.credentials.length > 0) {
          await trx
            .insertInto('consumer_credentials')
            .values(
              signup.credentials.map((credential) => ({
                consumer_id: consumer.id,
                application_id: application.id,
                kind: credential.kind,
                client_id: credential.clientId,
                key_prefix: credential.keyPrefix,
                secret_hmac: credential.secretHmac,
                // R-CARE-PUBLIC-KEY: each CCG row carries its key, so a replaced key is a new row.
                public_jwk:
                  credential.kind === 'ccg' && signup.publicJwk
                    ? JSON.stringify(signup.publicJwk)
                    : null,
              })),
            )
            .execute()
        }
        const email = signup.welcomeEmail({
          id: consumer.id,
          linkVersion: consumer.test_link_version,
        })
        await trx
          .insertInto('email_outbox')
          .values({
            template: 'sandbox-welcome',
            recipient: email.recipient,
            payload: JSON.stringify(email.payload),
          })
          .execute()
        await signup.alsoWrite?.(trx, { id: consumer.id })
        return { userId: consumer.id }
      }),
  }
}

/** The signup store. */
export type SignupStore = ReturnType<typeof createSignupStore>
