import {
  PublishSpecFormSchema,
  SpecDocumentSchema,
  type PublishSpecForm,
} from '@portal/schema/spec-publishing'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/**
 * The spec forms' validation, imported when a form is first used (lazyValidation): the schemas
 * the server validates with again.
 */
export const validate: LoadedValidation<{ document: string }>['validate'] =
  zodValidator(SpecDocumentSchema)

/** The publish form's validation. */
export const validatePublish: LoadedValidation<PublishSpecForm>['validate'] =
  zodValidator(PublishSpecFormSchema)
