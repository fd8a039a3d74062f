// The entry form's validation: loaded on first use, never with the pages (ADR 021).
import { ApiEntryInputSchema } from '@portal/schema/api-entry'
import {
  toApiEntryInput,
  type ApiEntryFormValues,
} from '@portal/schema/api-entry-form'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

const validateInput = zodValidator(ApiEntryInputSchema)

/** The form's values mapped to the request and checked with the schema the server uses. */
export const validate: LoadedValidation<ApiEntryFormValues>['validate'] = (
  values,
) => validateInput(toApiEntryInput(values))
