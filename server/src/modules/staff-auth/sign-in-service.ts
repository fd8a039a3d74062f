import { STAFF_AUDIT_ACTIONS, type SignInRefusal } from '@portal/schema/staff'
import type { WindowState } from '../../plugins/rate-limit.ts'
import { recordAudit } from './audit-writer.ts'
import type { RelyingParty } from './oidc-relying-party.ts'
import { newToken } from './session-token.ts'
import type { SessionOrigin, StaffStore } from './staff-store.ts'

/** A sign-in in flight lives this long at most (the provider's page included). */
const SIGN_IN_TTL_MS = 10 * 60_000

/** Where a request came from, for the session and the audit row. */
export interface RequestContext extends SessionOrigin {
  requestId: string
}

/** How a callback ended. */
export type SignInOutcome =
  | { kind: 'signed-in'; token: string; returnTo: string }
  | { kind: 'refused'; reason: SignInRefusal }
  /** The verified person went over their sign-in limit (R-STAFF-SIGNIN-LIMIT). */
  | { kind: 'limited'; window: WindowState }

/** Only console pages are returned to after sign-in: never another site. */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value === 'string' &&
    value.length <= 500 &&
    /^\/console(?:[/?][^\s\\]*)?$/.test(value) &&
    !value.includes('//')
  )
    return value
  return '/console'
}

/** Sign-in, its callback and sign-out (issue 28), over the relying party and the store. */
export function createSignInService(deps: {
  store: StaffStore
  /** Null: no identity provider configured (production without STAFF_OIDC_ISSUER). */
  relyingParty: RelyingParty | null
  emailDomains: readonly string[]
  now: () => number
  onProviderError: (error: unknown, what: string) => void
}) {
  const { store } = deps
  const db = store.db

  const refuse = async (
    reason: SignInRefusal,
    email: string | null,
    context: RequestContext,
    detail: Record<string, unknown>,
  ): Promise<SignInOutcome> => {
    // Refusals of someone the provider identified are kept (probing, a colleague not yet
    // added); an expired or forged callback names nobody and is only refused.
    await recordAudit(db, {
      staff: { id: null, email },
      action: STAFF_AUDIT_ACTIONS.signInRefused,
      entityType: 'staff',
      entityId: null,
      after: { reason, ...detail },
      ip: context.ip,
      requestId: context.requestId,
      at: new Date(deps.now()),
    })
    return { kind: 'refused', reason }
  }

  return {
    /** Starts a sign-in: the provider's URL, and the token of the browser's sign-in cookie. */
    async begin(
      returnTo: unknown,
      loginHint?: string,
    ): Promise<{ url: string; token: string } | { refused: SignInRefusal }> {
      if (!deps.relyingParty) return { refused: 'unavailable' }
      let started
      try {
        started = await deps.relyingParty.start(
          safeReturnTo(returnTo),
          loginHint,
        )
      } catch (error) {
        deps.onProviderError(error, 'identity provider discovery failed')
        return { refused: 'provider' }
      }
      const token = newToken()
      await store.savePendingSignIn(
        token,
        started.pending,
        new Date(deps.now() + SIGN_IN_TTL_MS),
      )
      return { url: started.url, token }
    },

    /**
     * Finishes a sign-in: the browser's cookie finds the sign-in (once), openid-client checks
     * the answer, and the email must be verified, of an allowed domain, and an active staff
     * member's. A session is made and the sign-in audited in one transaction. `admit` counts the
     * verified email against its sign-in limit before anything else is looked up.
     */
    async complete(
      cookieToken: string | null,
      callbackUrl: URL,
      context: RequestContext,
      admit: (email: string) => Promise<WindowState>,
    ): Promise<SignInOutcome> {
      if (!deps.relyingParty) return { kind: 'refused', reason: 'unavailable' }
      const pending = cookieToken
        ? await store.takePendingSignIn(cookieToken, deps.now())
        : null
      if (!pending) return { kind: 'refused', reason: 'expired' }
      if (callbackUrl.searchParams.get('error') === 'access_denied')
        return { kind: 'refused', reason: 'cancelled' }
      let identity
      try {
        identity = await deps.relyingParty.finish(callbackUrl, pending)
      } catch (error) {
        deps.onProviderError(error, 'a sign-in callback failed its checks')
        return { kind: 'refused', reason: 'failed' }
      }
      const email = identity.email?.trim().toLowerCase() ?? null
      if (!email)
        return refuse('unknown', null, context, { subject: identity.subject })
      if (identity.emailVerified === false)
        return refuse('unverified', email, context, {})
      const window = await admit(email)
      if (!window.allowed) return { kind: 'limited', window }
      const domain = email.slice(email.lastIndexOf('@') + 1)
      if (deps.emailDomains.length > 0 && !deps.emailDomains.includes(domain))
        return refuse('domain', email, context, {})
      const staff = await store.findByEmail(db, email)
      if (!staff || !staff.active)
        return refuse('unknown', email, context, {
          ...(staff ? { deactivated: true } : {}),
        })
      const token = await db.transaction().execute(async (trx) => {
        const session = await store.createSession(
          trx,
          staff.id,
          deps.now(),
          context,
        )
        await recordAudit(trx, {
          staff: { id: staff.id, email: staff.email },
          action: STAFF_AUDIT_ACTIONS.signIn,
          entityType: 'staff',
          entityId: staff.id,
          after: { roles: staff.roles },
          ip: context.ip,
          requestId: context.requestId,
          at: new Date(deps.now()),
        })
        return session.token
      })
      return { kind: 'signed-in', token, returnTo: pending.returnTo }
    },

    /** Removes ended sessions and abandoned sign-ins (hourly). */
    purgeExpired: () => store.purgeExpired(deps.now()),

    /** Ends the session on the server (every instance at once), audited when it was live. */
    async signOut(token: string, context: RequestContext): Promise<void> {
      const staff = await store.sessionStaff(token, deps.now())
      await db.transaction().execute(async (trx) => {
        const staffId = await store.deleteSession(trx, token)
        if (staff && staffId)
          await recordAudit(trx, {
            staff: { id: staff.id, email: staff.email },
            action: STAFF_AUDIT_ACTIONS.signOut,
            entityType: 'staff',
            entityId: staff.id,
            ip: context.ip,
            requestId: context.requestId,
            at: new Date(deps.now()),
          })
      })
    },
  }
}

/** Sign-in, callback and sign-out. */
export type SignInService = ReturnType<typeof createSignInService>
