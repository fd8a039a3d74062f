// The invitation form's validation: loaded on first use, never with the page (ADR 021).
import {
  TeamInvitationRequestSchema,
  type TeamInvitationRequest,
} from '@portal/schema/developer-teams'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/** The schema the server validates with again. */
export const validate: LoadedValidation<TeamInvitationRequest>['validate'] =
  zodValidator(TeamInvitationRequestSchema)
