import type { FieldValues } from '#web/lib/form-store.ts'
import { lazyValidation, pickedValidate } from '#web/lib/lazy-validation.ts'
import type { Validate } from '#web/lib/use-form.tsx'

/** The desk forms' schemas, imported on the first focus, press or input (ADR 021). */
export const deskValidation = lazyValidation(
  () => import('./desk-validation.ts'),
)

type Validators = Awaited<ReturnType<typeof deskValidation.load>>

/** One form's validate function, waiting for the module as a submit does. */
export function deskValidate<T extends FieldValues>(
  pick: (module: Validators) => (values: never) => unknown,
): Validate<T> {
  return pickedValidate(deskValidation, pick)
}
