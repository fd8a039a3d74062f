// The test-user form's validation: loaded on first use, never with the page (ADR 021).
import {
  TestUserInputSchema,
  type TestUserInput,
} from '@portal/schema/console-test-users'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/** The schema the server validates with again. */
export const validate: LoadedValidation<TestUserInput>['validate'] =
  zodValidator(TestUserInputSchema)
