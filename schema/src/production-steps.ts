import { z } from 'zod'
import { INVALID_KEY_MESSAGE, parsePublicJwk } from './jwk.ts'
import {
  PRODUCTION_LIMITS as LIMITS,
  PRODUCTION_MESSAGES as MESSAGES,
  ProductionFormValuesSchema,
  tooLongMessage,
  tooManyEmailsMessage,
  type ProductionContact,
  type ProductionFormValues,
} from './production-form.ts'
import type { ProductionSelection } from './production-selection.ts'

/** A field message at a dotted path (`primaryContact.email`, `statusUpdateEmails.0`). */
export interface FieldIssue {
  path: string
  message: string
}

/** The form's steps, in order. */
export const PRODUCTION_STEPS = [
  'Verification',
  'Basic information',
  'Technical information',
] as const

/** A step number: 1, 2 or 3. */
export type ProductionStep = 1 | 2 | 3

const FORBIDDEN_EMAIL_WORDS = /test|sample|fake|email/i
// North American numbering plan, with optional +1, separators and an extension.
const PHONE_PATTERN =
  /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

function isHttpUrl(value: string): boolean {
  if (value.length > LIMITS.url) return false
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

// A logo is one of our upload URLs: absolute, or a path on our own origin. `//host` and `/\host`
// are other origins in disguise (R-STORE-URL-HTTP).
function isLogoUrl(value: string): boolean {
  const path = value.trim()
  if (path.startsWith('/'))
    return path.length <= LIMITS.url && !/^\/[/\\]/.test(path)
  return isHttpUrl(path)
}

/** Collects a step's issues; each field reports its first problem only. */
class Issues {
  readonly list: FieldIssue[] = []

  add(path: string, message: string) {
    if (!this.list.some((issue) => issue.path === path))
      this.list.push({ path, message })
  }

  /** Required text with an optional maximum length. */
  text(
    path: string,
    value: string | null | undefined,
    message: string,
    max?: number,
  ) {
    if (!filled(value)) this.add(path, message)
    else this.max(path, value, max)
  }

  /** Optional text: only its length is checked. */
  max(path: string, value: string | null | undefined, max: number | undefined) {
    if (max !== undefined && filled(value) && value.trim().length > max)
      this.add(path, tooLongMessage(max))
  }

  yesNo(path: string, value: string | null | undefined) {
    if (value !== 'yes' && value !== 'no') this.add(path, MESSAGES.yesOrNo)
  }

  email(path: string, value: string | null | undefined) {
    const email = value?.trim() ?? ''
    if (
      email === '' ||
      email.length > LIMITS.email ||
      !z.email().safeParse(email).success
    )
      this.add(path, MESSAGES.email)
    else if (FORBIDDEN_EMAIL_WORDS.test(email))
      this.add(path, MESSAGES.emailWords)
  }

  link(
    path: string,
    value: string | null | undefined,
    required: string,
    invalid: string,
  ) {
    if (!filled(value)) this.add(path, required)
    else if (!isHttpUrl(value)) this.add(path, invalid)
  }
}

function step1(
  values: ProductionFormValues,
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
    const uri = values.oAuthRedirectURI
    if (!filled(uri) || !isHttpUrl(uri))
      issues.add('oAuthRedirectURI', MESSAGES.oAuthRedirectURI)
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

function contact(
  prefix: string,
  person: ProductionContact | null | undefined,
  issues: Issues,
) {
  issues.text(
    `${prefix}.firstName`,
    person?.firstName,
    MESSAGES.firstName,
    LIMITS.name,
  )
  issues.text(
    `${prefix}.lastName`,
    person?.lastName,
    MESSAGES.lastName,
    LIMITS.name,
  )
  issues.email(`${prefix}.email`, person?.email)
  if (!filled(person?.role)) issues.add(`${prefix}.role`, MESSAGES.role)
  if (person?.role === 'OTHER')
    issues.text(
      `${prefix}.roleDescription`,
      person.roleDescription,
      MESSAGES.roleDescription,
      LIMITS.roleDescription,
    )
}

function step2(
  values: ProductionFormValues,
  selection: ProductionSelection,
  issues: Issues,
) {
  const long = LIMITS.longText
  contact('primaryContact', values.primaryContact, issues)
  contact('secondaryContact', values.secondaryContact, issues)
  issues.text(
    'organization',
    values.organization,
    MESSAGES.organization,
    LIMITS.organization,
  )
  issues.text(
    'addressLine1',
    values.addressLine1,
    MESSAGES.addressLine1,
    LIMITS.address,
  )
  issues.max('addressLine2', values.addressLine2, LIMITS.address)
  issues.max('addressLine3', values.addressLine3, LIMITS.address)
  issues.text('city', values.city, MESSAGES.city, LIMITS.address)
  issues.text('state', values.state, MESSAGES.state, LIMITS.address)
  issues.text('country', values.country, MESSAGES.country, LIMITS.address)
  issues.text('zipCode5', values.zipCode5, MESSAGES.zipCode5, LIMITS.zipCode)
  if (
    filled(values.phoneNumber) &&
    !PHONE_PATTERN.test(values.phoneNumber.trim())
  )
    issues.add('phoneNumber', MESSAGES.phoneNumber)
  issues.text('appName', values.appName, MESSAGES.appName, LIMITS.appName)
  const emails = values.statusUpdateEmails ?? []
  if (!emails.some(filled)) issues.email('statusUpdateEmails.0', '')
  if (emails.length > LIMITS.statusUpdateEmails)
    issues.add(
      'statusUpdateEmails',
      tooManyEmailsMessage(LIMITS.statusUpdateEmails),
    )
  emails.forEach((email, index) => {
    if (filled(email)) issues.email(`statusUpdateEmails.${index}`, email)
  })
  issues.text(
    'valueProvided',
    values.valueProvided,
    MESSAGES.valueProvided,
    long,
  )
  if (!selection.isAllOpenData)
    issues.text(
      'businessModel',
      values.businessModel,
      MESSAGES.businessModel,
      long,
    )
  issues.yesNo(
    'monitizedVeteranInformation',
    values.monitizedVeteranInformation,
  )
  if (values.monitizedVeteranInformation === 'yes')
    issues.text(
      'monitizationExplanation',
      values.monitizationExplanation,
      MESSAGES.monitizationExplanation,
      long,
    )
  issues.yesNo('veteranFacing', values.veteranFacing)
  if (values.veteranFacing === 'yes') {
    issues.text(
      'appDescription',
      values.appDescription,
      MESSAGES.description,
      long,
    )
    issues.text('platforms', values.platforms, MESSAGES.platforms, long)
    for (const field of ['website', 'signUpLink', 'supportLink'] as const)
      issues.link(
        field,
        values[field],
        MESSAGES.linkRequired,
        MESSAGES.linkInvalid,
      )
    issues.link(
      'termsOfServiceURL',
      values.termsOfServiceURL,
      MESSAGES.termsOfServiceURL,
      MESSAGES.termsOfServiceURL,
    )
    issues.link(
      'privacyPolicyURL',
      values.privacyPolicyURL,
      MESSAGES.privacyPolicyURL,
      MESSAGES.privacyPolicyURL,
    )
  }
  if (selection.hasRestricted)
    issues.text(
      'vasiSystemName',
      values.vasiSystemName,
      MESSAGES.vasiSystemName,
      LIMITS.vasiSystemName,
    )
  if (selection.hasOpenData)
    issues.text(
      'productionKeyCredentialStorage',
      values.productionKeyCredentialStorage,
      MESSAGES.description,
      long,
    )
  for (const field of ['logoIcon', 'logoLarge'] as const) {
    const value = values[field]
    if (filled(value) && !isLogoUrl(value))
      issues.add(field, MESSAGES.linkInvalid)
  }
}

function step3(
  values: ProductionFormValues,
  selection: ProductionSelection,
  issues: Issues,
) {
  const long = LIMITS.longText
  const description = (field: keyof ProductionFormValues & string) =>
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

const STEP_RULES = { 1: step1, 2: step2, 3: step3 } as const

/** The problems of one step, in the order of the form. */
export function productionStepIssues(
  step: ProductionStep,
  values: ProductionFormValues,
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
  return ProductionFormValuesSchema.superRefine((values, context) => {
    for (const issue of productionStepIssues(step, values, selection)) {
      context.addIssue({
        code: 'custom',
        path: issue.path.split('.'),
        message: issue.message,
      })
    }
  })
}

/** The steps a selection has: 1 and 2, plus 3 unless every API is open data and not restricted. */
export function stepsOf(selection: ProductionSelection): ProductionStep[] {
  return selection.stepCount === 2 ? [1, 2] : [1, 2, 3]
}

/** The problems of a whole request: every step the selection has. */
export function productionRequestIssues(
  values: ProductionFormValues,
  selection: ProductionSelection,
): FieldIssue[] {
  return stepsOf(selection).flatMap((step) =>
    productionStepIssues(step, values, selection),
  )
}
