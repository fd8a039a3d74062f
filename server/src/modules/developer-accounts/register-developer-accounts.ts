import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { RateLimits } from '../../plugins/rate-limit.ts'
import { createAccountService } from './account-service.ts'
import { createAccountStore } from './account-store.ts'
import { createEmailProofStore } from './email-proof-store.ts'
import {
  createRequireAccount,
  createRequireFreshProof,
} from './require-account.ts'
import type { SubscriptionService } from '../release-notes/index.ts'
import { itemsRoutes } from './items-routes.ts'
import { createItemsService } from './items-service.ts'
import { createItemsStore } from './items-store.ts'
import { createPasskeyService } from './passkey-service.ts'
import { createPasskeyStore } from './passkey-store.ts'
import { passkeyRoutes } from './passkey-routes.ts'
import { accountSessionRoutes, type AccountCookie } from './session-routes.ts'

/** What the developer accounts are built from. */
export interface DeveloperAccountsDeps {
  db: Db
  now: () => number
  limits: RateLimits
  apiPrefix: string
  publicOrigin: string
  /** Cookies are Secure when users reach us over TLS (PUBLIC_ORIGIN https). */
  secureCookies: boolean
  /** The secret of the emailed links (credentials page, production status page). */
  linkSecret: string
  /** The release-note subscriptions, managed from the account too. */
  subscriptions: SubscriptionService
}

/** The guards every account route takes: `preHandler: [requireAccount, requireFreshProof]`. */
export interface AccountGuards {
  requireAccount: preHandlerAsyncHookHandler
  requireFreshProof: preHandlerAsyncHookHandler
}

/**
 * Registers the account routes under the API prefix (sessions, profile) and returns the guards
 * the other account modules (apps, teams) register their own routes with.
 */
export async function registerDeveloperAccounts(
  api: FastifyInstance,
  deps: DeveloperAccountsDeps,
): Promise<AccountGuards> {
  const guards: AccountGuards = {
    requireAccount: createRequireAccount(deps.db, deps.now),
    requireFreshProof: createRequireFreshProof(deps.now),
  }
  const store = createAccountStore(deps.db)
  const service = createAccountService({
    store,
    proofs: createEmailProofStore(),
    publicOrigin: deps.publicOrigin,
    now: deps.now,
  })
  // Only the account's own routes receive the cookie; Lax so the emailed link's page, opened
  // from a mail client, is a first-party visit that can carry it.
  const cookie: AccountCookie = {
    path: `${deps.apiPrefix}/v0/account`,
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.secureCookies,
  }
  await api.register(accountSessionRoutes, {
    service,
    limits: deps.limits,
    requireAccount: guards.requireAccount,
    cookie,
  })
  await api.register(passkeyRoutes, {
    service: createPasskeyService({
      passkeys: createPasskeyStore(deps.db),
      accounts: store,
      publicOrigin: deps.publicOrigin,
      now: deps.now,
      signedIn: service.meOf,
    }),
    limits: deps.limits,
    ...guards,
    cookie,
  })
  await api.register(itemsRoutes, {
    service: createItemsService({
      db: deps.db,
      store: createItemsStore(deps.db),
      subscriptions: deps.subscriptions,
      linkSecret: deps.linkSecret,
      publicOrigin: deps.publicOrigin,
      now: deps.now,
    }),
    limits: deps.limits,
    requireAccount: guards.requireAccount,
  })
  return guards
}
