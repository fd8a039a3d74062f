import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import {
  ACCOUNT_SESSION_COOKIE,
  createAccountStore,
} from '../src/modules/developer-accounts/index.ts'
import { csrfHeaders } from './build-test-app.ts'

/** An account with a live session, and what an API test sends as it. */
export interface AccountSession {
  account: {
    id: string
    email: string
    firstName: string
    lastName: string
    organization: string
  }
  /** The team the account was made with (it is its owner). */
  teamId: string
  /** The session token (the cookie's value). */
  token: string
  /** Cookie (session + CSRF) and X-Csrf-Token: enough for any account call, safe or not. */
  headers: Record<string, string>
}

/** Options of `signInAccount`: the address and the profile. */
export interface AccountSessionOptions {
  email?: string
  firstName?: string
  lastName?: string
  organization?: string
  /** The session's start (the app's clock; a test clock's `now()` when the test moves time). */
  now?: number
}

/**
 * Makes (or reuses) the account of an address, with its own team, a profile, and a live session
 * whose proof is fresh, directly in the database, as a proven email would: API tests skip the
 * emailed code, the browser tests go through it.
 */
export async function signInAccount(
  db: Db,
  options: AccountSessionOptions = {},
): Promise<AccountSession> {
  const store = createAccountStore(db)
  const email = options.email ?? `dev-${randomUUID()}@example.com`
  const { account } = await store.ensureAccount(db, email)
  const profiled = await store.updateProfile(db, account.id, {
    firstName: options.firstName ?? 'Ada',
    lastName: options.lastName ?? 'Lovelace',
    organization: options.organization ?? 'Analytical Engines',
  })
  if (!profiled) throw new Error(`could not make the account of ${email}`)
  const [team] = await store.teamsOf(db, account.id)
  if (!team) throw new Error(`the account of ${email} has no team`)
  const { token } = await store.createSession(
    db,
    account.id,
    options.now ?? Date.now(),
    { ip: '127.0.0.1', userAgent: 'account-kit' },
  )
  const csrf = csrfHeaders()
  return {
    account: {
      id: profiled.id,
      email: profiled.email,
      firstName: profiled.firstName,
      lastName: profiled.lastName,
      organization: profiled.organization,
    },
    teamId: team.id,
    token,
    headers: {
      'x-csrf-token': csrf['x-csrf-token'] ?? '',
      cookie: `${ACCOUNT_SESSION_COOKIE}=${token}; ${csrf.cookie ?? ''}`,
    },
  }
}

/** Makes the session's last proof older than the fresh-proof window (R-ACCOUNT-FRESH-PROOF). */
export async function makeProofStale(
  db: Db,
  session: AccountSession,
  now = Date.now(),
): Promise<void> {
  await createAccountStore(db).setProvenAt(
    session.token,
    new Date(now - 10 * 60_000),
  )
}

/** The cookie header of a session alone (no CSRF): for checking that unsafe calls are refused. */
export function accountCookieOnly(session: AccountSession): { cookie: string } {
  return { cookie: `${ACCOUNT_SESSION_COOKIE}=${session.token}` }
}

/** The 6-digit code and link of the latest sign-in email to an address, from the outbox. */
export async function latestSignInEmail(
  db: Db,
  email: string,
): Promise<{ code: string; link: string; token: string }> {
  const row = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('template', '=', 'account-sign-in')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const payload = row.payload as unknown as { code: string; link: string }
  return {
    ...payload,
    token: payload.link.slice(payload.link.indexOf('#token=') + 7),
  }
}

/** Signs in through the real routes (proof, code, session): the session cookie and CSRF headers. */
export async function signInWithEmailCode(
  app: FastifyInstance,
  db: Db,
  email: string,
): Promise<Record<string, string>> {
  const proof = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/account/email-proofs',
    headers: csrfHeaders(),
    payload: { email },
  })
  if (proof.statusCode !== 202) throw new Error(proof.body)
  const { code } = await latestSignInEmail(db, email)
  const session = await app.inject({
    method: 'POST',
    url: '/platform-backend/v0/account/sessions',
    headers: csrfHeaders(),
    payload: { email, code },
  })
  if (session.statusCode !== 201) throw new Error(session.body)
  const cookie = session.cookies.find(
    (item) => item.name === ACCOUNT_SESSION_COOKIE,
  )
  const csrf = csrfHeaders()
  return {
    'x-csrf-token': csrf['x-csrf-token'] ?? '',
    cookie: `${ACCOUNT_SESSION_COOKIE}=${cookie?.value ?? ''}; ${csrf.cookie ?? ''}`,
  }
}
