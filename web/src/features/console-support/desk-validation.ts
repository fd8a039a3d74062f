// The support desk's forms' validation: loaded on first use, never with the pages (ADR 021).
import {
  SupportAssignSchema,
  SupportHandOffSchema,
  SupportNoteSchema,
  SupportReplySchema,
} from '@portal/schema/support-desk'
import { zodValidator } from '#web/lib/zod-validator.ts'

export const validateAssign = zodValidator(SupportAssignSchema)
export const validateNote = zodValidator(SupportNoteSchema)
export const validateReply = zodValidator(SupportReplySchema)
export const validateHandOff = zodValidator(SupportHandOffSchema)
