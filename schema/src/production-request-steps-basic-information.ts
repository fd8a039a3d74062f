import {
  PRODUCTION_LIMITS as LIMITS,
  PRODUCTION_MESSAGES as MESSAGES,
  tooManyEmailsMessage,
  type ProductionContact,
  type ProductionRequestFormValues,
} from './production-request-form.ts'
import { LogoFileNameSchema } from './logo-upload.ts'
import type { ProductionSelection } from './production-request-selection.ts'
import {
  filled,
  isHttpUrl,
  type Issues,
} from './production-request-step-issues.ts'

// North American numbering plan, with optional +1, separators and an extension.
const PHONE_PATTERN =
  /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i

// A logo is one of our upload URLs: absolute, or a path on our own origin. `//host` and `/\host`
// are other origins in disguise (R-STORE-URL-HTTP).
function isLogoUrl(value: string): boolean {
  const path = value.trim()
  if (path.startsWith('/'))
    return path.length <= LIMITS.url && !/^\/[/\\]/.test(path)
  return isHttpUrl(path)
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

/**
 * Step 2, Basic information: the two contacts, the organization and its address, the app and what
 * it offers Veterans, and what the chosen APIs add (business model, VASI name, key storage).
 */
export function basicInformationStepRules(
  values: ProductionRequestFormValues,
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
  if (filled(values.logoFileName)) {
    const name = LogoFileNameSchema.safeParse(values.logoFileName)
    if (!name.success)
      issues.add(
        'logoFileName',
        name.error.issues[0]?.message ?? 'Enter a file name',
      )
  }
}
