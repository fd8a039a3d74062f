import { CreateAppSchema, type CreateApp } from '@portal/schema/developer-apps'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/** The create form's validation, imported when the form is first used: the server's schema. */
export const validate: LoadedValidation<CreateApp>['validate'] =
  zodValidator(CreateAppSchema)
