import { INVALID_KEY_MESSAGE, parsePublicJwk } from './jwk.ts'
import {
  PRODUCTION_MESSAGES as MESSAGES,
  type ProductionRequestFormValues,
} from './production-request-form.ts'
import type { ProductionSelection } from './production-request-selection.ts'
import { filled, type Issues } from './production-request-step-issues.ts'
import { REDIRECT_URI_MESSAGES, redirectUriProblem } from './redirect-uri.ts'

// The specification words one message for a redirect URI that is missing, not a URL or not http
// or https (R-PROD-STEP1); the one rule's own messages say what else to change (R-REDIRECT-URI).
const SPEC_WORDED = new Set(['required', 'invalid', 'scheme'])

/**
 * Step 1, Verification: the APIs, the yes/no questions, the OAuth details the chosen APIs need,
 * terms of service and the attestations.
 */
export function verificationStepRules(
  values: ProductionRequestFormValues,
  selection: ProductionSelection,
  issues: Issues,
) {
  if (!selection.hasApis) issues.add('apis', MESSAGES.apis)
  issues.yesNo('is508Compliant', values.is508Compliant)
  if (values.isUSBasedCompany === 'no')
    issues.add('isUSBasedCompany', MESSAGES.notUsBased)
  issues.yesNo('isUSBasedCompany', values.isUSBasedCompany)
  issues.yesNo('vaInternal', values.vaInternal)
  if (selection.hasAcg) {
    if (
      values.oAuthApplicationType !== 'web' &&
      values.oAuthApplicationType !== 'native'
    )
      issues.add('oAuthApplicationType', MESSAGES.oAuthApplicationType)
    const problem = redirectUriProblem(values.oAuthRedirectURI?.trim())
    if (problem)
      issues.add(
        'oAuthRedirectURI',
        SPEC_WORDED.has(problem)
          ? MESSAGES.oAuthRedirectURI
          : REDIRECT_URI_MESSAGES[problem],
      )
  }
  if (selection.hasCcg) {
    if (!filled(values.oAuthPublicKey))
      issues.add('oAuthPublicKey', MESSAGES.oAuthPublicKey)
    else if (!parsePublicJwk(values.oAuthPublicKey))
      issues.add('oAuthPublicKey', INVALID_KEY_MESSAGE)
  }
  if (
    selection.requiresEthicsAttestation &&
    values.ethicsPrinciplesAttested !== true
  )
    issues.add('ethicsPrinciplesAttested', MESSAGES.ethicsPrinciplesAttested)
  if (values.termsOfService !== true)
    issues.add('termsOfService', MESSAGES.termsOfService)
  // Last: the form opens the attestation dialog when this is the only problem left.
  if (selection.requiresAttestation && values.attestationChecked !== true)
    issues.add('attestationChecked', MESSAGES.attestationChecked)
}
