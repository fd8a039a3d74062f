import {
  NewStaffSchema,
  StaffChangeSchema,
  type NewStaff,
  type StaffChange,
} from '@portal/schema/staff'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/**
 * The staff forms' validation, imported when a form is first used (lazyValidation): the schemas
 * the server validates with again.
 */
export const validate: LoadedValidation<NewStaff>['validate'] =
  zodValidator(NewStaffSchema)

/** The roles form's validation. */
export const validateChange: LoadedValidation<StaffChange>['validate'] =
  zodValidator(StaffChangeSchema)
