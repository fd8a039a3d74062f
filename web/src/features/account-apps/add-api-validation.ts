import type { AddAppApi } from '@portal/schema/developer-apps'
import { createSandboxSignupFormSchema } from '@portal/schema/sandbox-signup'
import type { FieldErrors } from '#web/lib/form-store.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/** Who is signing up: the account's profile, which the form does not ask for. */
export interface Identity {
  firstName: string
  lastName: string
  email: string
  organization: string
}

const IDENTITY_FIELDS = ['firstName', 'lastName', 'email', 'organization']

/**
 * The add-API form's validation (R-APP-ADD-API): the signup form's own schema over the form's
 * fields and the account's identity. A profile left incomplete is the server's to report (it says
 * where to fix it); the form reports only its own fields.
 */
export function validateFor(
  identity: Identity,
  requiresAttestation: boolean,
): (values: AddAppApi) => FieldErrors {
  const validate = zodValidator(
    createSandboxSignupFormSchema({ requiresAttestation }),
  )
  return (values) =>
    Object.fromEntries(
      Object.entries(validate({ ...values, ...identity })).filter(
        ([field]) => !IDENTITY_FIELDS.includes(field),
      ),
    )
}
