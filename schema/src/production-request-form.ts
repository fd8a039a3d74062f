import { z } from 'zod'
import { EMAIL_MAX_LENGTH } from './form-rules.ts'

/** The messages of the production access form (R-PROD-*), word for word. */
export const PRODUCTION_MESSAGES = {
  apis: 'Choose at least one API',
  attestationChecked:
    'You must attest to request production access for this API.',
  ethicsPrinciplesAttested:
    'You must agree to the Ethics Principles for Access to and Use of Veteran Data.',
  yesOrNo: 'Select yes or no.',
  oAuthApplicationType: 'Choose an option.',
  oAuthRedirectURI: 'Enter an http or https URI.',
  oAuthPublicKey: 'Enter your oAuthPublicKey',
  termsOfService: 'You must agree to our terms of service to continue.',
  notUsBased:
    'We currently only grant access to US-based companies. You may contact us if you have any questions.',
  addressLine1: 'Enter the company street address.',
  city: 'Enter a city.',
  state: 'Enter a state.',
  country: 'Select a country.',
  zipCode5: 'Enter a postal code.',
  organization: 'Enter the company or organization name.',
  appName: 'Enter front-end name of application.',
  valueProvided: 'Describe the value of your app.',
  firstName: 'Enter a first name.',
  lastName: 'Enter a last name.',
  role: 'Select a role.',
  roleDescription: 'Describe the role',
  businessModel: 'Describe your business model.',
  monitizationExplanation: 'Enter an explanation.',
  description: 'Enter a description.',
  platforms: 'Enter a list of devices/platforms.',
  linkRequired: 'Add a link.',
  linkInvalid: 'Add a valid link.',
  termsOfServiceURL: 'Add a valid link to your terms of service.',
  privacyPolicyURL: 'Add a valid link to your privacy policy.',
  vasiSystemName: 'Enter the VASI system name.',
  phoneNumber: 'Enter a valid company phone number.',
  email: 'Enter a valid email address.',
  emailWords:
    'Enter a valid email address that does not contain "test", "sample", "fake", or "email".',
  scopesAccessRequested: 'Enter a list of scopes.',
  namingConvention: 'Provide the naming convention.',
  submitFailed:
    'We encountered a server error while saving your form. Please try again later. Need assistance? Create an issue through our Support page.',
} as const

/** Length limits (R-PROD-STEP2-LENGTHS, R-PROD-EMAIL), plus caps for fields the spec leaves open. */
export const PRODUCTION_LIMITS = {
  address: 47,
  name: 47,
  organization: 100,
  appName: 100,
  roleDescription: 100,
  vasiSystemName: 50,
  longText: 415,
  email: EMAIL_MAX_LENGTH,
  url: 2048,
  zipCode: 10,
  statusUpdateEmails: 10,
} as const

/** The message for a value over its limit. */
export const tooLongMessage = (max: number) =>
  `Enter no more than ${max} characters.`

/** The message for more status-update addresses than the form offers. */
export const tooManyEmailsMessage = (max: number) =>
  `Enter no more than ${max} email addresses.`

/** A yes/no radio answer. */
const YesNoSchema = z.enum(['yes', 'no']).nullish()
const text = z.string().nullish()

const ContactSchema = z.object({
  firstName: text,
  lastName: text,
  email: text,
  role: text,
  roleDescription: text,
})

/** The form's contact fields. */
export type ProductionContact = z.infer<typeof ContactSchema>

/**
 * The production access form's values, all steps. Loose on purpose: every field may be empty
 * while it is filled in; the step rules decide what a step needs (see production-request-steps.ts).
 */
export const ProductionRequestFormValuesSchema = z.object({
  // Step 1: Verification
  apis: z.array(z.string()).nullish(),
  is508Compliant: YesNoSchema,
  isUSBasedCompany: YesNoSchema,
  vaInternal: YesNoSchema,
  termsOfService: z.boolean().nullish(),
  attestationChecked: z.boolean().nullish(),
  ethicsPrinciplesAttested: z.boolean().nullish(),
  oAuthApplicationType: text,
  oAuthRedirectURI: text,
  oAuthPublicKey: text,
  // Step 2: Basic information
  primaryContact: ContactSchema.nullish(),
  secondaryContact: ContactSchema.nullish(),
  organization: text,
  country: text,
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  city: text,
  state: text,
  zipCode5: text,
  phoneNumber: text,
  appName: text,
  statusUpdateEmails: z.array(z.string().nullish()).nullish(),
  valueProvided: text,
  businessModel: text,
  monitizedVeteranInformation: YesNoSchema,
  monitizationExplanation: text,
  veteranFacing: YesNoSchema,
  website: text,
  signUpLink: text,
  supportLink: text,
  platforms: text,
  appDescription: text,
  termsOfServiceURL: text,
  privacyPolicyURL: text,
  vasiSystemName: text,
  productionKeyCredentialStorage: text,
  logoIcon: text,
  logoLarge: text,
  // Step 3: Technical information
  productionOrOAuthKeyCredentialStorage: text,
  storePIIOrPHI: YesNoSchema,
  piiStorageMethod: text,
  multipleReqSafeguards: text,
  breachManagementProcess: text,
  vulnerabilityManagement: text,
  exposeVeteranInformationToThirdParties: YesNoSchema,
  thirdPartyInfoDescription: text,
  scopesAccessRequested: text,
  distributingAPIKeysToCustomers: YesNoSchema,
  namingConvention: text,
  centralizedBackendLog: text,
  listedOnMyHealthApplication: YesNoSchema,
  /** The honeypot: people leave it empty. */
  faxNumber: text,
})

/** The production access form's values. */
export type ProductionRequestFormValues = z.infer<
  typeof ProductionRequestFormValuesSchema
>

/** The yes/no questions of the form, which the request sends as booleans. */
export const YES_NO_FIELDS = [
  'is508Compliant',
  'isUSBasedCompany',
  'vaInternal',
  'monitizedVeteranInformation',
  'veteranFacing',
  'storePIIOrPHI',
  'exposeVeteranInformationToThirdParties',
  'distributingAPIKeysToCustomers',
  'listedOnMyHealthApplication',
] as const satisfies readonly (keyof ProductionRequestFormValues)[]
