import type { ProductionRequestFormValues } from '@portal/schema/production-request-form'
import type { ProductionSelection } from '@portal/schema/production-request-selection'
import { productionStepSchema } from '@portal/schema/production-request-steps'
import type { ProductionStep } from '@portal/schema/production-request-texts'
import type { Validate } from '#web/lib/use-form.tsx'
import { zodValidator } from '#web/lib/zod-validator.ts'

export { toProductionRequest } from '@portal/schema/production-request-mapping'
// The later steps need what is loaded here anyway to be reached (Continue validates step 1).
export { StepBasicInformation } from './step-basic-information.tsx'
export { StepTechnicalInformation } from './step-technical-information.tsx'

/**
 * The production form's validation, imported when the form is first used (lazyValidation): the
 * validation of one step for the ticked APIs, with the schema the server validates with again.
 */
export function stepValidator(
  step: ProductionStep,
  selection: ProductionSelection,
): Validate<ProductionRequestFormValues> {
  return zodValidator<ProductionRequestFormValues>(
    productionStepSchema(step, selection),
  )
}
