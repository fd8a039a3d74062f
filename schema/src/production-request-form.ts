import { z } from 'zod'
export {
  PRODUCTION_LIMITS,
  PRODUCTION_MESSAGES,
} from './production-request-texts.ts'

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
  logoFileName: text,
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
