import {
  ReleaseNotesSubscribeFormSchema,
  type ReleaseNotesSubscribeForm,
} from '@portal/schema/release-notes-subscription'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/**
 * The subscribe form's validation, imported when the form is first used (lazyValidation): the
 * fields' schema, which the server's request schema extends.
 */
export const validate: LoadedValidation<ReleaseNotesSubscribeForm>['validate'] =
  zodValidator(ReleaseNotesSubscribeFormSchema)
