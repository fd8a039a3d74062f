import { EMAIL_MAX_LENGTH } from './form-limits.ts'
import type { ProductionSelection } from './production-request-selection.ts'

// What the production form needs to render, apart from its schemas: a module that defines a
// schema keeps all of Zod in the page's first load (R-PERF-FIRST-LOAD, ADR 021).

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

/** The form's steps, in order. */
export const PRODUCTION_STEPS = [
  'Verification',
  'Basic information',
  'Technical information',
] as const

/** A step number: 1, 2 or 3. */
export type ProductionStep = 1 | 2 | 3

/** The steps a selection has: 1 and 2, plus 3 unless every API is open data and not restricted. */
export function stepsOf(selection: ProductionSelection): ProductionStep[] {
  return selection.stepCount === 2 ? [1, 2] : [1, 2, 3]
}
