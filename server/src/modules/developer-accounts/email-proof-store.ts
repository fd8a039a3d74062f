import { EMAIL_PROOF_LIMITS } from '@portal/schema/developer-accounts'
import type { Db } from '../../db/client.ts'
import { hashCode, hashToken } from './account-token.ts'

/** What a code check found. */
export type CodeCheck =
  { kind: 'proven'; email: string } | { kind: 'wrong' } | { kind: 'none' }

/** Emailed proofs of an address (R-ACCOUNT-EMAIL-PROOF): stored as hashes only. */
export function createEmailProofStore() {
  return {
    /** Keeps a new proof: the link token's hash and the code's salted hash, 15 minutes. */
    insert: async (
      executor: Db,
      proof: { email: string; token: string; code: string; now: number },
    ) => {
      const tokenHash = hashToken(proof.token)
      await executor
        .insertInto('account_email_proofs')
        .values({
          email: proof.email,
          email_lower: proof.email.toLowerCase(),
          token_hash: tokenHash,
          code_hash: hashCode(proof.code, tokenHash),
          created_at: new Date(proof.now),
          expires_at: new Date(proof.now + EMAIL_PROOF_LIMITS.ttlMs),
        })
        .execute()
    },

    /** Uses a link's proof (once): the proven address, or null when it is dead. */
    takeByToken: async (
      executor: Db,
      token: string,
      now: number,
    ): Promise<string | null> => {
      const row = await executor
        .updateTable('account_email_proofs')
        .set({ used_at: new Date(now) })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date(now))
        .where('attempts', '<', EMAIL_PROOF_LIMITS.maxAttempts)
        .returning('email')
        .executeTakeFirst()
      return row?.email ?? null
    },

    /**
     * Checks a code against the address's latest live proof (locked, so two guesses at once count
     * twice): a match uses it; a miss counts, and the fifth miss kills it.
     */
    checkCode: async (
      executor: Db,
      email: string,
      code: string,
      now: number,
    ): Promise<CodeCheck> => {
      const proof = await executor
        .selectFrom('account_email_proofs')
        .select(['id', 'email', 'token_hash', 'code_hash'])
        .where('email_lower', '=', email.toLowerCase())
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date(now))
        .where('attempts', '<', EMAIL_PROOF_LIMITS.maxAttempts)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .executeTakeFirst()
      if (!proof) return { kind: 'none' }
      if (hashCode(code, proof.token_hash) !== proof.code_hash) {
        await executor
          .updateTable('account_email_proofs')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', proof.id)
          .execute()
        return { kind: 'wrong' }
      }
      await executor
        .updateTable('account_email_proofs')
        .set({ used_at: new Date(now) })
        .where('id', '=', proof.id)
        .execute()
      return { kind: 'proven', email: proof.email }
    },
  }
}

/** Emailed proofs. */
export type EmailProofStore = ReturnType<typeof createEmailProofStore>
