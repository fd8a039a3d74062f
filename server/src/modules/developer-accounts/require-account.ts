import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SESSION_LIMITS,
} from '@portal/schema/developer-accounts'
import { HttpError } from '../../errors.ts'
import type { Db } from '../../db/client.ts'
import { ACCOUNT_SESSION_COOKIE, isWellFormedToken } from './account-token.ts'
import { createAccountStore } from './account-store.ts'

/** The signed-in developer of a request that passed `requireAccount`. */
export interface AccountIdentity {
  id: string
  email: string
  /** The session's stored hash (never its token): names the session for sign-out and re-proof. */
  sessionId: string
  expiresAt: Date
  /** The last passkey or email proof of this session (R-ACCOUNT-FRESH-PROOF). */
  provenAt: Date
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAccount` once the session is found live. */
    account?: AccountIdentity
  }
}

/** 401: no session, or it has ended. */
const signInRequired = () =>
  new HttpError(401, [ACCOUNT_MESSAGES.signInRequired])

/** The developer a guard has let through (a route without the guard has none: 401). */
export function accountOf(request: FastifyRequest): AccountIdentity {
  if (!request.account) throw signInRequired()
  return request.account
}

/**
 * Builds `requireAccount`: a preHandler that answers 401 `Sign in to your account to continue.`
 * without a live account session, and sets `request.account`. Every account endpoint checks it on
 * the server, whatever the web app shows.
 */
export function createRequireAccount(
  db: Db,
  now: () => number,
): preHandlerAsyncHookHandler {
  const store = createAccountStore(db)
  return async function requireAccount(request) {
    const token = request.cookies[ACCOUNT_SESSION_COOKIE]
    const account = isWellFormedToken(token)
      ? await store.sessionAccount(token, now())
      : null
    if (!account) throw signInRequired()
    request.account = account
  }
}

/**
 * Builds `requireFreshProof`, to run after `requireAccount` on sensitive actions (register a
 * passkey, rotate, revoke, invite, delete): 403 `Confirm it is you with your passkey to continue.`
 * unless the session's last proof is at most 5 minutes old. The web app answers it with the
 * fresh-proof prompt (a passkey assertion renews the proof) and retries.
 */
export function createRequireFreshProof(
  now: () => number,
): preHandlerAsyncHookHandler {
  return async function requireFreshProof(request) {
    const account = accountOf(request)
    if (
      now() - account.provenAt.getTime() >
      ACCOUNT_SESSION_LIMITS.freshProofMs
    )
      throw new HttpError(403, [ACCOUNT_MESSAGES.freshProofRequired])
  }
}
