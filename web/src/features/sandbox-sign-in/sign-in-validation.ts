import { zodResolver } from '@hookform/resolvers/zod'
import {
  SignInCodeSchema,
  SignInPasswordSchema,
} from '@portal/schema/sandbox-sign-in'

// The sign-in steps' resolvers, imported when a step is first used (lazyValidation): the schemas
// the server validates with again.

/** Step one: identity provider, email address and password. */
export const passwordResolver = zodResolver(SignInPasswordSchema, undefined, {
  raw: true,
})

/** Step two: the one-time code. */
export const codeResolver = zodResolver(SignInCodeSchema, undefined, {
  raw: true,
})
