import {
  createSandboxSignupFormSchema,
  type SandboxSignupFormValues,
} from '@portal/schema/sandbox-signup'
import type { Validate } from '#web/lib/use-form.tsx'
import { zodValidator } from '#web/lib/zod-validator.ts'

export {
  SandboxSignupResponseSchema,
  toSandboxSignupRequest,
} from '@portal/schema/sandbox-signup'

const validators = new Map<boolean, Validate<SandboxSignupFormValues>>()

/**
 * The signup form's validation for an API that does or does not require attestation, imported
 * when the form is first used (lazyValidation): the schema the server validates with again.
 */
export function signupValidator(
  requiresAttestation: boolean,
): Validate<SandboxSignupFormValues> {
  let validator = validators.get(requiresAttestation)
  if (!validator) {
    validator = zodValidator<SandboxSignupFormValues>(
      createSandboxSignupFormSchema({ requiresAttestation }),
    )
    validators.set(requiresAttestation, validator)
  }
  return validator
}
