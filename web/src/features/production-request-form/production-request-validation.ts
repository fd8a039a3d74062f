import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'
import type { ProductionRequestFormValues } from '@portal/schema/production-request-form'
import type { ProductionSelection } from '@portal/schema/production-request-selection'
import { productionStepSchema } from '@portal/schema/production-request-steps'
import type { ProductionStep } from '@portal/schema/production-request-texts'

export { toProductionRequest } from '@portal/schema/production-request-mapping'
// The later steps need what is loaded here anyway to be reached (Continue validates step 1).
export { StepBasicInformation } from './step-basic-information.tsx'
export { StepTechnicalInformation } from './step-technical-information.tsx'

/**
 * The production form's validation, imported when the form is first used (lazyValidation): the
 * resolver of one step for the ticked APIs, with the schema the server validates with again.
 */
export function stepResolver(
  step: ProductionStep,
  selection: ProductionSelection,
): Resolver<ProductionRequestFormValues> {
  return zodResolver(
    productionStepSchema(step, selection) as z.ZodType<
      ProductionRequestFormValues,
      ProductionRequestFormValues
    >,
    undefined,
    { raw: true },
  )
}
