import type { Db } from '../../db/client.ts'

/** An oidc-provider model instance as it hands it to its adapter. */
export type DevIdentityPayload = Record<string, unknown>

/** The embedded identity provider's models and signing key, in the database (every instance). */
export function createDevIdentityStore(db: Db) {
  const live = (model: string) =>
    db
      .selectFrom('dev_identity_payloads')
      .where('model', '=', model)
      .where((eb) =>
        eb.or([
          eb('expires_at', 'is', null),
          eb('expires_at', '>', new Date()),
        ]),
      )
  const withConsumed = (
    row: { payload: DevIdentityPayload; consumed_at: Date | null } | undefined,
  ) =>
    row && {
      ...row.payload,
      ...(row.consumed_at
        ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : {}),
    }

  return {
    upsert: async (
      model: string,
      id: string,
      payload: DevIdentityPayload,
      expiresIn: number | undefined,
    ) => {
      const row = {
        model,
        id,
        payload: JSON.stringify(payload),
        grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      }
      await db
        .insertInto('dev_identity_payloads')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute()
    },

    find: async (model: string, id: string) =>
      withConsumed(
        await live(model)
          .select(['payload', 'consumed_at'])
          .where('id', '=', id)
          .executeTakeFirst(),
      ),

    findByUid: async (model: string, uid: string) =>
      withConsumed(
        await live(model)
          .select(['payload', 'consumed_at'])
          .where('uid', '=', uid)
          .executeTakeFirst(),
      ),

    consume: async (model: string, id: string) => {
      await db
        .updateTable('dev_identity_payloads')
        .set({ consumed_at: new Date() })
        .where('model', '=', model)
        .where('id', '=', id)
        .execute()
    },

    destroy: async (model: string, id: string) => {
      await db
        .deleteFrom('dev_identity_payloads')
        .where('model', '=', model)
        .where('id', '=', id)
        .execute()
    },

    revokeByGrantId: async (grantId: string) => {
      await db
        .deleteFrom('dev_identity_payloads')
        .where('grant_id', '=', grantId)
        .execute()
    },

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

    purgeExpired: async () => {
      await db
        .deleteFrom('dev_identity_payloads')
        .where('expires_at', '<', new Date())
        .execute()
    },
  }
}

/** The embedded identity provider's store. */
export type DevIdentityStore = ReturnType<typeof createDevIdentityStore>
