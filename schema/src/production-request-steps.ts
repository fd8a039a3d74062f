import {
  ProductionRequestFormValuesSchema,
  type ProductionRequestFormValues,
} from './production-request-form.ts'
import type { ProductionSelection } from './production-request-selection.ts'
import { Issues, type FieldIssue } from './production-request-step-issues.ts'
import { basicInformationStepRules } from './production-request-steps-basic-information.ts'
import { technicalInformationStepRules } from './production-request-steps-technical-information.ts'
import { verificationStepRules } from './production-request-steps-verification.ts'
import { stepsOf, type ProductionStep } from './production-request-texts.ts'

export type { FieldIssue } from './production-request-step-issues.ts'

export {
  PRODUCTION_STEPS,
  stepsOf,
  type ProductionStep,
} from './production-request-texts.ts'

const STEP_RULES = {
  1: verificationStepRules,
  2: basicInformationStepRules,
  3: technicalInformationStepRules,
} as const

/** The problems of one step, in the order of the form. */
export function productionStepIssues(
  step: ProductionStep,
  values: ProductionRequestFormValues,
  selection: ProductionSelection,
): FieldIssue[] {
  const issues = new Issues()
  STEP_RULES[step](values, selection, issues)
  return issues.list
}

/**
 * The schema of one step of the production form, for a selection of APIs: the form validates the
 * current step with it on Continue, the server every step of the request.
 */
export function productionStepSchema(
  step: ProductionStep,
  selection: ProductionSelection,
) {
  return ProductionRequestFormValuesSchema.superRefine((values, context) => {
    for (const issue of productionStepIssues(step, values, selection)) {
      context.addIssue({
        code: 'custom',
        path: issue.path.split('.'),
        message: issue.message,
      })
    }
  })
}

/** The problems of a whole request: every step the selection has. */
export function productionRequestIssues(
  values: ProductionRequestFormValues,
  selection: ProductionSelection,
): FieldIssue[] {
  return stepsOf(selection).flatMap((step) =>
    productionStepIssues(step, values, selection),
  )
}
