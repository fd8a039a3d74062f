// The answer form's validation: loaded on first use, never with the page (ADR 021).
import {
  ChangesAnswerSchema,
  type ChangesAnswer,
} from '@portal/schema/production-review'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

export const validate: LoadedValidation<ChangesAnswer>['validate'] =
  zodValidator(ChangesAnswerSchema)
