import type { Db } from '../../db/client.ts'
import {
  createOidcPayloadStore,
  purgeExpiredPayloads,
} from '../../db/oidc-payloads.ts'

/** The embedded identity provider's models and signing key, in the database (every instance). */
export function createDevIdentityStore(db: Db) {
  return {
    /** The provider's models, for its adapter. */
    payloads: createOidcPayloadStore(db, { table: 'dev_identity_payloads' }),

    /**
     * The signing key every instance uses: the first instance to start stores one, the others
     * read it (insert-if-absent, then read).
     */
    signingKey: async (
      make: () => Promise<Record<string, unknown>>,
    ): Promise<Record<string, unknown>> => {
      const read = () =>
        db
          .selectFrom('dev_identity_payloads')
          .select('payload')
          .where('model', '=', 'SigningKey')
          .where('id', '=', 'current')
          .executeTakeFirst()
      const existing = await read()
      if (existing) return existing.payload
      await db
        .insertInto('dev_identity_payloads')
        .values({
          model: 'SigningKey',
          id: 'current',
          payload: JSON.stringify(await make()),
          grant_id: null,
          uid: null,
          expires_at: null,
        })
        .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
        .execute()
      const stored = await read()
      if (!stored) throw new Error('the development signing key was not stored')
      return stored.payload
    },

    purgeExpired: () => purgeExpiredPayloads(db, 'dev_identity_payloads'),
  }
}

/** The embedded identity provider's store. */
export type DevIdentityStore = ReturnType<typeof createDevIdentityStore>
