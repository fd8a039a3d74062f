import {
  SupportFormSchema,
  type SupportFormValues,
} from '@portal/schema/support-request'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

export { toSupportRequest } from '@portal/schema/support-request'

/**
 * The contact form's validation, imported when the form is first used (lazyValidation): the
 * schema the server validates with again, and the request mapping.
 */
export const validate: LoadedValidation<SupportFormValues>['validate'] =
  zodValidator(SupportFormSchema)
