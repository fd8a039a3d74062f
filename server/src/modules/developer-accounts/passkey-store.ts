import { PASSKEY_CHALLENGE_TTL_MS } from '@portal/schema/developer-accounts'
import type { Db } from '../../db/client.ts'
import { hashToken } from './account-token.ts'

/** What a challenge was given out for. */
export type ChallengePurpose = 'register' | 'sign-in' | 'reproof'

/** A stored passkey, as the WebAuthn checks need it. */
export interface StoredPasskey {
  id: string
  accountId: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[]
  name: string
  createdAt: Date
  lastUsedAt: Date | null
}

const PASSKEY_COLUMNS = [
  'credential_id',
  'account_id',
  'public_key',
  'counter',
  'transports',
  'name',
  'created_at',
  'last_used_at',
] as const

function toPasskey(row: {
  credential_id: string
  account_id: string
  public_key: Uint8Array
  counter: string
  transports: string[]
  name: string
  created_at: Date
  last_used_at: Date | null
}): StoredPasskey {
  return {
    id: row.credential_id,
    accountId: row.account_id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }
}

/** Passkeys and their challenges (R-ACCOUNT-PASSKEY, R-ACCOUNT-PASSKEY-CHALLENGE). */
export function createPasskeyStore(db: Db) {
  return {
    /** Keeps a challenge given out, under its hash, for 5 minutes. */
    saveChallenge: async (
      challenge: string,
      purpose: ChallengePurpose,
      accountId: string | null,
      now: number,
    ) => {
      await db
        .insertInto('account_passkey_challenges')
        .values({
          challenge_hash: hashToken(challenge),
          purpose,
          account_id: accountId,
          expires_at: new Date(now + PASSKEY_CHALLENGE_TTL_MS),
        })
        .execute()
    },

    /**
     * Takes a challenge (once: it is deleted whatever follows) when it was given out for this
     * purpose and account and has not expired.
     */
    takeChallenge: async (
      challenge: string,
      purpose: ChallengePurpose,
      accountId: string | null,
      now: number,
    ): Promise<boolean> => {
      const row = await db
        .deleteFrom('account_passkey_challenges')
        .where('challenge_hash', '=', hashToken(challenge))
        .returning(['purpose', 'account_id', 'expires_at'])
        .executeTakeFirst()
      return Boolean(
        row &&
        row.purpose === purpose &&
        row.account_id === accountId &&
        row.expires_at.getTime() > now,
      )
    },

    insert: async (passkey: {
      id: string
      accountId: string
      publicKey: Uint8Array
      counter: number
      transports: string[]
      name: string
      now: number
    }): Promise<StoredPasskey | null> => {
      const row = await db
        .insertInto('account_passkeys')
        .values({
          credential_id: passkey.id,
          account_id: passkey.accountId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
          name: passkey.name,
          created_at: new Date(passkey.now),
        })
        .onConflict((oc) => oc.column('credential_id').doNothing())
        .returning(PASSKEY_COLUMNS)
        .executeTakeFirst()
      return row ? toPasskey(row) : null
    },

    /** A passkey by its credential id, of a live account. */
    find: async (id: string): Promise<StoredPasskey | null> => {
      const row = await db
        .selectFrom('account_passkeys')
        .innerJoin(
          'developer_accounts',
          'developer_accounts.id',
          'account_passkeys.account_id',
        )
        .select(
          PASSKEY_COLUMNS.map(
            (column) => `account_passkeys.${column}` as const,
          ),
        )
        .where('account_passkeys.credential_id', '=', id)
        .where('developer_accounts.deleted_at', 'is', null)
        .executeTakeFirst()
      return row ? toPasskey(row) : null
    },

    listOf: async (accountId: string): Promise<StoredPasskey[]> =>
      (
        await db
          .selectFrom('account_passkeys')
          .select(PASSKEY_COLUMNS)
          .where('account_id', '=', accountId)
          .orderBy('created_at')
          .orderBy('credential_id')
          .execute()
      ).map(toPasskey),

    /** Records a use: the authenticator's new counter and the time. */
    markUsed: async (id: string, counter: number, now: number) => {
      await db
        .updateTable('account_passkeys')
        .set({ counter, last_used_at: new Date(now) })
        .where('credential_id', '=', id)
        .execute()
    },

    rename: async (
      accountId: string,
      id: string,
      name: string,
    ): Promise<StoredPasskey | null> => {
      const row = await db
        .updateTable('account_passkeys')
        .set({ name })
        .where('credential_id', '=', id)
        .where('account_id', '=', accountId)
        .returning(PASSKEY_COLUMNS)
        .executeTakeFirst()
      return row ? toPasskey(row) : null
    },

    remove: async (accountId: string, id: string): Promise<boolean> =>
      Boolean(
        await db
          .deleteFrom('account_passkeys')
          .where('credential_id', '=', id)
          .where('account_id', '=', accountId)
          .returning('credential_id')
          .executeTakeFirst(),
      ),
  }
}

/** Passkeys and challenges. */
export type PasskeyStore = ReturnType<typeof createPasskeyStore>
