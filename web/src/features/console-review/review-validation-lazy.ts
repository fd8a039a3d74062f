import type { FieldValues } from '#web/lib/form-store.ts'
import { lazyValidation, pickedValidate } from '#web/lib/lazy-validation.ts'
import type { Validate } from '#web/lib/use-form.tsx'

/** The review forms' schemas, imported on the first focus, press or input (ADR 021). */
export const reviewValidation = lazyValidation(
  () => import('./review-validation.ts'),
)

type Validators = Awaited<ReturnType<typeof reviewValidation.load>>

/** One form's validate function, waiting for the module as a submit does. */
export function reviewValidate<T extends FieldValues>(
  pick: (module: Validators) => (values: never) => unknown,
): Validate<T> {
  return pickedValidate(reviewValidation, pick)
}
