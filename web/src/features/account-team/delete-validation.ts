// The account deletion form's validation: loaded on first use, never with the page (ADR 021).
import {
  AccountDeletionSchema,
  type AccountDeletion,
} from '@portal/schema/developer-teams'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/** The schema the server validates with again. */
export const validate: LoadedValidation<AccountDeletion>['validate'] =
  zodValidator(AccountDeletionSchema)
