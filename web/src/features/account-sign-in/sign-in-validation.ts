import {
  AccountCodeSchema,
  EmailProofRequestSchema,
  type AccountCode,
  type EmailProofRequest,
} from '@portal/schema/developer-accounts'
import { zodValidator } from '#web/lib/zod-validator.ts'

// The sign-in forms' validation, imported when a form is first used (lazyValidation): the schemas
// the server validates with again.

/** Step one: the email address to prove. */
export const validateEmail = zodValidator<EmailProofRequest>(
  EmailProofRequestSchema,
)

/** Step two: the emailed 6-digit code. */
export const validateCode = zodValidator<AccountCode>(AccountCodeSchema)
