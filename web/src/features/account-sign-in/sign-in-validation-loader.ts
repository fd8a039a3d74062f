import { lazyValidation } from '#web/lib/lazy-validation.ts'

/** The sign-in forms' validation: loaded on the first focus, press or input (ADR 021). */
export const signInValidation = lazyValidation(
  () => import('./sign-in-validation.ts'),
)
