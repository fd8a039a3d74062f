// The console's review forms' validation: loaded on first use, never with the pages (ADR 021).
import {
  CheckRequestSchema,
  NoteRequestSchema,
  TransitionRequestSchema,
} from '@portal/schema/production-review'
import { zodValidator } from '#web/lib/zod-validator.ts'

export const validateNote = zodValidator(NoteRequestSchema)
export const validateCheck = zodValidator(CheckRequestSchema)
export const validateTransition = zodValidator(TransitionRequestSchema)
