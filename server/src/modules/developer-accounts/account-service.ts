import {
  ACCOUNT_MESSAGES,
  EMAIL_PROOF_LIMITS,
  type AccountMe,
  type AccountProfile,
  type AccountSessionRequest,
} from '@portal/schema/developer-accounts'
import {
  ACCOUNT_SIGN_IN_TEMPLATE,
  type AccountSignInPayload,
} from '../outbox/index.ts'
import { HttpError, InputError } from '../../errors.ts'
import { newCode, newToken } from './account-token.ts'
import {
  endSessionsOf,
  type AccountStore,
  type SessionOrigin,
} from './account-store.ts'
import { queueEmail } from './account-outbox-store.ts'
import type { EmailProofStore } from './email-proof-store.ts'

/** A session made by a proof: its token (the cookie) and who it is. */
export interface NewSession {
  token: string
  me: AccountMe
}

/** Email proofs, sessions and the profile (R-ACCOUNT-EMAIL-PROOF, R-ACCOUNT-SESSION). */
export function createAccountService(deps: {
  store: AccountStore
  proofs: EmailProofStore
  publicOrigin: string
  now: () => number
}) {
  const { store, proofs } = deps
  const db = store.db

  const meOf = async (
    accountId: string,
    session: { expiresAt: Date; provenAt: Date },
  ): Promise<AccountMe> => {
    const account = await store.findById(db, accountId)
    if (!account) throw new HttpError(401, [ACCOUNT_MESSAGES.signInRequired])
    return {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      organization: account.organization,
      profileComplete: Boolean(
        account.firstName && account.lastName && account.organization,
      ),
      teams: await store.teamsOf(db, account.id),
      expiresAt: session.expiresAt.toISOString(),
      provenAt: session.provenAt.toISOString(),
      hasPasskey: await store.hasPasskey(account.id),
    }
  }

  return {
    meOf,

    /** Ends one session. */
    signOut: (token: string) => store.deleteSession(token),

    /** Ends every session of the account, on every instance at once. */
    signOutEverywhere: (accountId: string) => endSessionsOf(db, accountId),

    /**
     * Emails a one-time link and code to the address, whether or not it has an account: the
     * answer is the same either way, so the form tells nobody who has one
     * (R-ACCOUNT-NO-ENUMERATION). The proof and its email commit together.
     */
    async requestProof(email: string): Promise<void> {
      const token = newToken()
      const code = newCode()
      const now = deps.now()
      await db.transaction().execute(async (trx) => {
        await proofs.insert(trx, { email, token, code, now })
        const payload: AccountSignInPayload = {
          link: `${deps.publicOrigin}/account/sign-in#token=${token}`,
          code,
          minutes: EMAIL_PROOF_LIMITS.ttlMs / 60_000,
        }
        await queueEmail(trx, {
          template: ACCOUNT_SIGN_IN_TEMPLATE,
          recipient: email,
          payload: { ...payload },
        })
      })
    },

    /**
     * A proof (the link's token, or the address and its code) becomes a session; the first proof
     * of an address makes its account and team. A wrong code counts against the proof even though
     * the answer is an error: the count commits before the refusal.
     */
    async signIn(
      body: AccountSessionRequest,
      origin: SessionOrigin,
    ): Promise<NewSession> {
      const now = deps.now()
      const outcome = await db.transaction().execute(async (trx) => {
        let email: string | null
        if (body.token) {
          email = await proofs.takeByToken(trx, body.token, now)
          if (!email) return { refused: ACCOUNT_MESSAGES.linkDead }
        } else {
          const check = await proofs.checkCode(
            trx,
            body.email ?? '',
            body.code ?? '',
            now,
          )
          if (check.kind !== 'proven')
            return { refused: ACCOUNT_MESSAGES.codeWrong }
          email = check.email
        }
        const { account } = await store.ensureAccount(trx, email)
        const session = await store.createSession(trx, account.id, now, origin)
        return { accountId: account.id, ...session }
      })
      if (outcome.refused !== undefined)
        throw new InputError([outcome.refused], {
          [body.token ? 'token' : 'code']: [outcome.refused],
        })
      return {
        token: outcome.token,
        me: await meOf(outcome.accountId, {
          expiresAt: outcome.expiresAt,
          provenAt: new Date(now),
        }),
      }
    },

    async updateProfile(
      accountId: string,
      profile: AccountProfile,
      session: { expiresAt: Date; provenAt: Date },
    ): Promise<AccountMe> {
      await store.updateProfile(db, accountId, profile)
      return meOf(accountId, session)
    },

    /** Ended sessions, dead proofs and challenges leave the database (hourly). */
    purgeExpired: () => store.purgeExpired(deps.now()),
  }
}

/** Email proofs, sessions and the profile. */
export type AccountService = ReturnType<typeof createAccountService>
