import {
  PasskeyRenameSchema,
  type PasskeyRename,
} from '@portal/schema/developer-accounts'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/** A passkey's name (adding and renaming): the server's schema. */
export const validate: LoadedValidation<PasskeyRename>['validate'] =
  zodValidator(PasskeyRenameSchema)
