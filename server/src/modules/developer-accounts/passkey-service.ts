import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import {
  ACCOUNT_MESSAGES,
  PASSKEY_CHALLENGE_TTL_MS,
  type Passkey,
  type PasskeyAssertion,
  type PasskeyRegistration,
} from '@portal/schema/developer-accounts'
import { HttpError, InputError, NotFoundError } from '../../errors.ts'
import type { AccountStore, SessionOrigin } from './account-store.ts'
import type { NewSession } from './account-service.ts'
import type { AccountIdentity } from './require-account.ts'
import type {
  ChallengePurpose,
  PasskeyStore,
  StoredPasskey,
} from './passkey-store.ts'

/** COSE algorithms of the passkeys we accept: EdDSA, ES256, RS256. */
const PASSKEY_ALGORITHMS = [-8, -7, -257]

/** The portal's name in the browser's passkey dialogs. */
const RP_NAME = 'VA API Platform'

// The hosts a browser on this machine reaches a local server by: a passkey made on one works on
// the address it was made on.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The origins passkeys are made and used on (R-ACCOUNT-PASSKEY-ORIGIN): the portal's public origin
 * and, when that is a loopback address, the same port on the other loopback names, since browsers
 * refuse an IP address as a relying party id and `localhost` is then the local one.
 */
export function passkeyOrigins(publicOrigin: string): string[] {
  const url = new URL(publicOrigin)
  if (!LOOPBACK.has(url.hostname)) return [url.origin]
  return [...LOOPBACK].map((host) => {
    const twin = new URL(url.origin)
    twin.hostname = host
    return twin.origin
  })
}

const toPasskey = (passkey: StoredPasskey): Passkey => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
})

const failed = () =>
  new InputError([ACCOUNT_MESSAGES.passkeyFailed], {
    response: [ACCOUNT_MESSAGES.passkeyFailed],
  })

const transportsOf = (passkey: StoredPasskey) =>
  passkey.transports as AuthenticatorTransport[]

/**
 * Passkeys with @simplewebauthn/server (R-ACCOUNT-PASSKEY): register (signed in, fresh proof), list,
 * rename, remove; sign in with a discoverable passkey (no address typed); renew a session's proof.
 * Every challenge is stored, single use, for 5 minutes, so any instance checks any answer.
 */
export function createPasskeyService(deps: {
  passkeys: PasskeyStore
  accounts: AccountStore
  publicOrigin: string
  now: () => number
  signedIn: (
    accountId: string,
    session: { expiresAt: Date; provenAt: Date },
  ) => Promise<NewSession['me']>
}) {
  const { passkeys, accounts } = deps
  const origins = passkeyOrigins(deps.publicOrigin)

  /** The origin the browser is on, when it is one of ours; the public origin otherwise. */
  const originOf = (requestOrigin: string | undefined) =>
    origins.find((origin) => origin === requestOrigin) ?? origins[0] ?? ''
  const rpIdOf = (requestOrigin: string | undefined) =>
    new URL(originOf(requestOrigin)).hostname

  const challengeCheck =
    (purpose: ChallengePurpose, accountId: string | null) =>
    (challenge: string) =>
      passkeys.takeChallenge(challenge, purpose, accountId, deps.now())

  /** Checks an assertion of a stored passkey against a stored challenge; records the use. */
  const verifyAssertion = async (
    response: PasskeyAssertion['response'],
    purpose: ChallengePurpose,
    accountId: string | null,
    requestOrigin: string | undefined,
  ): Promise<StoredPasskey> => {
    const passkey = await passkeys.find(response.id)
    if (!passkey || (accountId !== null && passkey.accountId !== accountId))
      throw failed()
    let verification
    try {
      verification = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challengeCheck(purpose, accountId),
        expectedOrigin: originOf(requestOrigin),
        expectedRPID: rpIdOf(requestOrigin),
        credential: {
          id: passkey.id,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification: true,
      })
    } catch {
      throw failed()
    }
    if (!verification.verified) throw failed()
    await passkeys.markUsed(
      passkey.id,
      verification.authenticationInfo.newCounter,
      deps.now(),
    )
    return passkey
  }

  return {
    /** Options to make a passkey for the signed-in account (its existing ones excluded). */
    async registrationOptions(
      account: AccountIdentity,
      requestOrigin: string | undefined,
    ) {
      const profile = await accounts.findById(accounts.db, account.id)
      const existing = await passkeys.listOf(account.id)
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpIdOf(requestOrigin),
        userName: account.email,
        userID: new TextEncoder().encode(account.id),
        userDisplayName:
          [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') ||
          account.email,
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.id,
          transports: transportsOf(passkey),
        })),
        // Algorithms every supported Node verifies: the library adds ML-DSA-44 where the runtime
        // has it (Node 24), which a server on Node 22 could not check (ADR 012).
        supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
        // Discoverable: a later sign-in needs no address typed.
        authenticatorSelection: {
          residentKey: 'required',
          userVerification: 'required',
        },
      })
      await passkeys.saveChallenge(
        options.challenge,
        'register',
        account.id,
        deps.now(),
      )
      return options
    },

    async register(
      account: AccountIdentity,
      body: PasskeyRegistration,
      requestOrigin: string | undefined,
    ): Promise<Passkey> {
      let verification
      try {
        verification = await verifyRegistrationResponse({
          response: body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: challengeCheck('register', account.id),
          expectedOrigin: originOf(requestOrigin),
          expectedRPID: rpIdOf(requestOrigin),
          requireUserVerification: true,
        })
      } catch {
        throw failed()
      }
      if (!verification.verified) throw failed()
      const { credential } = verification.registrationInfo
      const stored = await passkeys.insert({
        id: credential.id,
        accountId: account.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name,
        now: deps.now(),
      })
      if (!stored) throw failed()
      return toPasskey(stored)
    },

    list: async (accountId: string): Promise<Passkey[]> =>
      (await passkeys.listOf(accountId)).map(toPasskey),

    async rename(
      accountId: string,
      id: string,
      name: string,
    ): Promise<Passkey> {
      const renamed = await passkeys.rename(accountId, id, name)
      if (!renamed) throw new NotFoundError(ACCOUNT_MESSAGES.passkeyNotFound)
      return toPasskey(renamed)
    },

    async remove(accountId: string, id: string): Promise<void> {
      if (!(await passkeys.remove(accountId, id)))
        throw new NotFoundError(ACCOUNT_MESSAGES.passkeyNotFound)
    },

    /** Options for a sign-in with any passkey of this site (discoverable: no address typed). */
    async signInOptions(requestOrigin: string | undefined) {
      const options = await generateAuthenticationOptions({
        rpID: rpIdOf(requestOrigin),
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        userVerification: 'required',
      })
      await passkeys.saveChallenge(
        options.challenge,
        'sign-in',
        null,
        deps.now(),
      )
      return options
    },

    /** A passkey's assertion becomes a session of its account (R-ACCOUNT-PASSKEY-SIGN-IN). */
    async signIn(
      body: PasskeyAssertion,
      requestOrigin: string | undefined,
      origin: SessionOrigin,
    ): Promise<NewSession> {
      const passkey = await verifyAssertion(
        body.response,
        'sign-in',
        null,
        requestOrigin,
      )
      const now = deps.now()
      const session = await accounts.createSession(
        accounts.db,
        passkey.accountId,
        now,
        origin,
      )
      return {
        token: session.token,
        me: await deps.signedIn(passkey.accountId, {
          expiresAt: session.expiresAt,
          provenAt: new Date(now),
        }),
      }
    },

    /** Options to confirm it is you with one of the signed-in account's passkeys. */
    async reproofOptions(
      account: AccountIdentity,
      requestOrigin: string | undefined,
    ) {
      const existing = await passkeys.listOf(account.id)
      if (existing.length === 0)
        throw new HttpError(409, [ACCOUNT_MESSAGES.noPasskey])
      const options = await generateAuthenticationOptions({
        rpID: rpIdOf(requestOrigin),
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        userVerification: 'required',
        allowCredentials: existing.map((passkey) => ({
          id: passkey.id,
          transports: transportsOf(passkey),
        })),
      })
      await passkeys.saveChallenge(
        options.challenge,
        'reproof',
        account.id,
        deps.now(),
      )
      return options
    },

    /** A passkey's assertion renews the session's proof (R-ACCOUNT-FRESH-PROOF). */
    async reproof(
      account: AccountIdentity,
      body: PasskeyAssertion,
      requestOrigin: string | undefined,
    ) {
      await verifyAssertion(body.response, 'reproof', account.id, requestOrigin)
      const now = deps.now()
      await accounts.markProven(account.sessionId, now)
      return deps.signedIn(account.id, {
        expiresAt: account.expiresAt,
        provenAt: new Date(now),
      })
    },
  }
}

/** Passkeys. */
export type PasskeyService = ReturnType<typeof createPasskeyService>
