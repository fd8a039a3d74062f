// The restricted-access form's validation: loaded on first use, never with the page (ADR 021).
import { RestrictedAccessFormSchema } from '@portal/schema/restricted-access'
import type { SandboxSignupFormValues } from '@portal/schema/sandbox-signup'
import { zodValidator } from '#web/lib/zod-validator.ts'

export { toSandboxSignupRequest } from '@portal/schema/sandbox-signup'

/** The form's rules: the signup form's, with the reason required (R-RESTRICTED-ASK). */
export const validateAsk = zodValidator<SandboxSignupFormValues>(
  RestrictedAccessFormSchema,
)
