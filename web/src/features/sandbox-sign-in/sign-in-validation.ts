import {
  SignInCodeSchema,
  SignInPasswordSchema,
  type SignInCode,
  type SignInPassword,
} from '@portal/schema/sandbox-sign-in'
import { zodValidator } from '#web/lib/zod-validator.ts'

// The sign-in steps' validation, imported when a step is first used (lazyValidation): the schemas
// the server validates with again.

/** Step one: identity provider, email address and password. */
export const validatePassword =
  zodValidator<SignInPassword>(SignInPasswordSchema)

/** Step two: the one-time code. */
export const validateCode = zodValidator<SignInCode>(SignInCodeSchema)
