import { zodResolver } from '@hookform/resolvers/zod'
import {
  SupportFormSchema,
  type SupportFormValues,
} from '@portal/schema/support-request'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'

export { toSupportRequest } from '@portal/schema/support-request'

/**
 * The contact form's validation, imported when the form is first used (lazyValidation): the
 * schema the server validates with again, through the Zod resolver, and the request mapping.
 */
export const resolver: LoadedValidation<SupportFormValues>['resolver'] =
  zodResolver(SupportFormSchema, undefined, { raw: true })
