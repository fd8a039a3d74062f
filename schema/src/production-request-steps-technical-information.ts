import {
  PRODUCTION_LIMITS as LIMITS,
  PRODUCTION_MESSAGES as MESSAGES,
  type ProductionRequestFormValues,
} from './production-request-form.ts'
import type { ProductionSelection } from './production-request-selection.ts'
import type { Issues } from './production-request-step-issues.ts'

/**
 * Step 3, Technical information: key storage, PII and PHI safeguards, and what OAuth, the benefits
 * and the health APIs add.
 */
export function technicalInformationStepRules(
  values: ProductionRequestFormValues,
  selection: ProductionSelection,
  issues: Issues,
) {
  const long = LIMITS.longText
  const description = (field: keyof ProductionRequestFormValues & string) =>
    issues.text(
      field,
      values[field] as string | null | undefined,
      MESSAGES.description,
      long,
    )
  description('productionOrOAuthKeyCredentialStorage')
  issues.yesNo('storePIIOrPHI', values.storePIIOrPHI)
  if (values.storePIIOrPHI === 'yes') {
    description('piiStorageMethod')
    description('multipleReqSafeguards')
    description('breachManagementProcess')
    description('vulnerabilityManagement')
  }
  if (selection.hasOAuth) {
    issues.yesNo(
      'exposeVeteranInformationToThirdParties',
      values.exposeVeteranInformationToThirdParties,
    )
    if (values.exposeVeteranInformationToThirdParties === 'yes')
      description('thirdPartyInfoDescription')
    issues.text(
      'scopesAccessRequested',
      values.scopesAccessRequested,
      MESSAGES.scopesAccessRequested,
      long,
    )
  }
  if (selection.hasBenefitsApi) {
    issues.yesNo(
      'distributingAPIKeysToCustomers',
      values.distributingAPIKeysToCustomers,
    )
    if (values.distributingAPIKeysToCustomers === 'yes') {
      issues.text(
        'namingConvention',
        values.namingConvention,
        MESSAGES.namingConvention,
        long,
      )
      description('centralizedBackendLog')
    }
  }
  if (selection.hasHealthApi)
    issues.yesNo(
      'listedOnMyHealthApplication',
      values.listedOnMyHealthApplication,
    )
}
