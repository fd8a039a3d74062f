// The reason forms' validation: loaded on first use, never with the pages (ADR 021).
import { RestrictedAccessReasonSchema } from '@portal/schema/restricted-access'
import { zodValidator } from '#web/lib/zod-validator.ts'

/** A denial's or revocation's one field, by the schema of the move's reason. */
export const validateReason = zodValidator(RestrictedAccessReasonSchema)
