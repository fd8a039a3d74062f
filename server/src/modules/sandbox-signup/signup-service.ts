import { randomBytes } from 'node:crypto'
import { parsePublicJwk } from '@portal/schema/jwk'
import {
  SIGNUP_MESSAGES,
  type SandboxSignupRequest,
  type SandboxSignupResponse,
} from '@portal/schema/sandbox-signup'
import { isUsableRsaKey } from '../../crypto/rsa-key.ts'
import { InputError } from '../../errors.ts'
import type { CredentialProvider } from './credential-provider.ts'
import { resolveSignupApis, type SignupForm } from './resolve-signup-apis.ts'
import type { NewSignup, SignupStore } from './signup-store.ts'
import { testDataLinkHash } from './test-data-link.ts'

/**
 * How a signup came: the public form (the default), or a reviewer's grant of a restricted API,
 * whose collection writes its own row with the signup (R-RESTRICTED-COLLECT).
 */
export interface SignUpOptions {
  form: Exclude<SignupForm, 'restricted'>
  alsoWrite?: NewSignup['alsoWrite']
}

/** What the signup rules need. */
export interface SignupServiceDeps {
  store: SignupStore
  credentialProvider: CredentialProvider
  testDataLinkSecret: string
  publicOrigin: string
}

// The consumer's support id: readable, unique to this person, never shared.
function kongUsername(firstName: string, lastName: string): string {
  const word = (value: string) =>
    value.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)
  const capitalized = (value: string) =>
    value.charAt(0).toUpperCase() + value.slice(1)
  return `${capitalized(word(firstName))}${capitalized(word(lastName))}${randomBytes(3).toString('hex')}`
}

// A unique violation of consumers.kong_username (PostgreSQL error 23505).
function isTakenUsername(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as {
    code?: string
    constraint?: string
  }
  return code === '23505' && Boolean(constraint?.includes('kong_username'))
}

/**
 * Sandbox signup: checks the request against the catalogue (APIs, attestation, the CCG key), issues
 * credentials, and stores the consumer with its welcome email. The answer is the only place keys
 * and secrets appear.
 */
export function createSignupService(deps: SignupServiceDeps) {
  // The request's rules against the catalogue, before anything is issued; a restricted-access
  // request is checked by the same rules when it is sent (R-RESTRICTED-ASK).
  const check = async (body: SandboxSignupRequest, form: SignupForm) => {
    const requested = await resolveSignupApis(deps.store, body.apis, form)
    if (!requested.some((api) => api.entry === body.typeAndApi)) {
      throw new InputError([SIGNUP_MESSAGES.typeAndApi], {
        typeAndApi: [SIGNUP_MESSAGES.typeAndApi],
      })
    }
    if (
      requested.some(({ api }) => api.requiresApiAttestation) &&
      !body.attestationChecked
    ) {
      throw new InputError([SIGNUP_MESSAGES.attestation], {
        attestationChecked: [SIGNUP_MESSAGES.attestation],
      })
    }
    const authTypes = new Set(requested.map((api) => api.authType))
    const publicJwk = authTypes.has('ccg')
      ? parsePublicJwk(body.oAuthPublicKey)
      : null
    if (authTypes.has('ccg') && (!publicJwk || !isUsableRsaKey(publicJwk))) {
      throw new InputError([SIGNUP_MESSAGES.publicKey], {
        oAuthPublicKey: [SIGNUP_MESSAGES.publicKey],
      })
    }
    return { requested, authTypes, publicJwk }
  }

  return {
    check,

    /** Whether the form of the API at this page address requires the attestation; null: none. */
    requiresAttestation: (urlSlug: string) =>
      deps.store.requiresAttestation(urlSlug),

    async signUp(
      body: SandboxSignupRequest,
      options: SignUpOptions = { form: 'sandbox' },
    ): Promise<SandboxSignupResponse> {
      const { requested, authTypes, publicJwk } = await check(
        body,
        options.form,
      )
      const acg = authTypes.has('acg')
        ? {
            applicationType: body.oAuthApplicationType as 'web' | 'native',
            redirectUri: body.oAuthRedirectURI ?? '',
          }
        : null
      const issued = await deps.credentialProvider.issue({
        apikey: authTypes.has('apikey'),
        acg,
        ccg: publicJwk ? { publicJwk } : null,
      })
      const apis = requested.map((api) => api.entry).join(',')
      const testDataSlug = await deps.store.firstSlugWithTestUsers(
        requested.map((api) => api.urlSlug),
      )
      const createAs = (username: string) =>
        deps.store.create({
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          organization: body.organization,
          description: body.description || null,
          kongUsername: username,
          apis,
          oauthApplicationType: acg?.applicationType ?? null,
          redirectUri: acg?.redirectUri ?? null,
          publicJwk,
          attestationChecked: Boolean(body.attestationChecked),
          credentials: issued.stored,
          alsoWrite: options.alsoWrite,
          welcomeEmail: (consumer) => {
            const hash = testDataLinkHash(deps.testDataLinkSecret, {
              userId: consumer.id,
              email: body.email,
              linkVersion: consumer.linkVersion,
            })
            return {
              recipient: body.email,
              payload: {
                firstName: body.firstName,
                apis: requested.map((api) => ({
                  name: api.name,
                  urlSlug: api.urlSlug,
                  authType: api.authType,
                })),
                kongUsername: username,
                credentials: issued.stored.map((credential) => ({
                  kind: credential.kind,
                  clientId: credential.clientId,
                  keyPrefix:
                    credential.kind === 'apikey' ? credential.keyPrefix : null,
                })),
                // R-CARE-LINK: every welcome carries the credentials page, whatever the API.
                credentialsUrl: `${deps.publicOrigin}/sandbox-credentials/${consumer.id}/${hash}`,
                testDataUrl: testDataSlug
                  ? `${deps.publicOrigin}/explore/api/${testDataSlug}/test-users/${consumer.id}/${hash}`
                  : null,
              },
            }
          },
        })
      // Two people of one name may draw the same suffix, and the column is unique: a second
      // draw, not a 500 (the fuzz met it after about 3,000 signups of one name).
      let username = kongUsername(body.firstName, body.lastName)
      let userId: string
      try {
        ;({ userId } = await createAs(username))
      } catch (error) {
        if (!isTakenUsername(error)) throw error
        username = kongUsername(body.firstName, body.lastName)
        ;({ userId } = await createAs(username))
      }
      return {
        apis,
        email: body.email,
        userId,
        token: issued.token,
        clientID: issued.clientID,
        clientSecret: issued.clientSecret,
        redirectURI: acg?.redirectUri ?? null,
        ccgClientId: issued.ccgClientId,
        kongUsername: username,
      }
    },
  }
}

/** The signup rules. */
export type SignupService = ReturnType<typeof createSignupService>
