import {
  AccountProfileSchema,
  type AccountProfile,
} from '@portal/schema/developer-accounts'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/** The profile form's validation, imported when the form is first used: the server's schema. */
export const validate: LoadedValidation<AccountProfile>['validate'] =
  zodValidator(AccountProfileSchema)
