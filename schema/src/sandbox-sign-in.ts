import { z } from 'zod'
import {
  SIGN_IN_MESSAGES,
  type IdentityProvider,
} from './sandbox-sign-in-texts.ts'

export {
  SIGN_IN_MESSAGES,
  type IdentityProvider,
} from './sandbox-sign-in-texts.ts'

const FIELD_MAX = 254

/** Step one: the test user's email address and password at the chosen identity provider. */
export const SignInPasswordSchema = z.object({
  identityProvider: z.enum(['idme', 'logingov'], {
    error: SIGN_IN_MESSAGES.identityProvider,
  }),
  username: z
    .string({ error: SIGN_IN_MESSAGES.usernameRequired })
    .trim()
    .min(1, SIGN_IN_MESSAGES.usernameRequired)
    .max(FIELD_MAX, SIGN_IN_MESSAGES.wrongPassword),
  password: z
    .string({ error: SIGN_IN_MESSAGES.passwordRequired })
    .min(1, SIGN_IN_MESSAGES.passwordRequired)
    .max(FIELD_MAX, SIGN_IN_MESSAGES.wrongPassword),
})

export type SignInPassword = z.infer<typeof SignInPasswordSchema>

/** Step two: the one-time code (TOTP, 6 digits, 30 seconds) from the test user's seed. */
export const SignInCodeSchema = z.object({
  code: z
    .string({ error: SIGN_IN_MESSAGES.codeRequired })
    .trim()
    .min(1, SIGN_IN_MESSAGES.codeRequired)
    .regex(/^\d{6}$/, SIGN_IN_MESSAGES.codeFormat),
})

export type SignInCode = z.infer<typeof SignInCodeSchema>

/** What the sign-in page shows for an interaction (GET …/interaction/{uid}/details). */
export interface InteractionDetails {
  /** login: sign in (password, then code); consent: approve the scopes. */
  prompt: 'login' | 'consent'
  step: 'password' | 'code' | 'consent'
  /** Set once the password step passed. */
  identityProvider: IdentityProvider | null
  /** The application asking: its client id and the APIs it signed up for at this server. */
  clientId: string
  apis: string[]
  /** The scopes the application asks for. */
  scopes: string[]
  /** Where the browser is sent back to (host only, so the user knows who asks). */
  redirectHost: string | null
}

/** A grant a signed-in test user gave, on the manage page. */
export interface GivenGrant {
  id: string
  clientId: string
  scopes: string[]
  /** Seconds since the epoch. */
  createdAt: number
  expiresAt: number | null
}

/** Where the browser goes next (after the code step, consent or denial). */
export interface InteractionNext {
  redirectTo: string
}
