import { z } from 'zod'

// The wire shape of a production access request; the mapping to and from the form's values is in
// production-request-mapping.ts.
//
// The wire shape is deliberately loose: it bounds sizes and types so a body cannot be abused,
// and leaves the spec's rules (with their messages) to the step rules the server runs after
// turning the body back into form values.
const wireText = z.string().max(5000).optional()
const wireLinks = z.array(z.string().max(5000)).max(5).optional()

const WireContactSchema = z.object({
  firstName: wireText,
  lastName: wireText,
  email: wireText,
  role: wireText,
})

/**
 * `POST /v0/consumers/production-requests` (R-PROD-WIRE): the spec's field names, typos
 * included. Yes/no answers are booleans, empty values are absent.
 */
export const ProductionRequestSchema = z.object({
  apis: z.string().max(2000).optional(),
  primaryContact: WireContactSchema.optional(),
  secondaryContact: WireContactSchema.optional(),
  organization: wireText,
  country: wireText,
  addressLine1: wireText,
  addressLine2: wireText,
  addressLine3: wireText,
  city: wireText,
  state: wireText,
  zipCode5: wireText,
  phoneNumber: wireText,
  appName: wireText,
  statusUpdateEmails: z.array(z.string().max(5000)).max(20).optional(),
  valueProvided: wireText,
  businessModel: wireText,
  monitizedVeteranInformation: z.boolean().optional(),
  monitizationExplanation: wireText,
  veteranFacing: z.boolean().optional(),
  website: wireText,
  signUpLink: wireLinks,
  supportLink: wireLinks,
  platforms: wireText,
  appDescription: wireText,
  /** `[0]` terms of service, `[1]` privacy policy. */
  policyDocuments: wireLinks,
  vasiSystemName: wireText,
  productionKeyCredentialStorage: wireText,
  logoIcon: wireText,
  logoLarge: wireText,
  /** The logo's file name as the applicant chose it (R-LOGO-FILE-NAME). */
  logoFileName: wireText,
  is508Compliant: z.boolean().optional(),
  isUSBasedCompany: z.boolean().optional(),
  vaInternal: z.boolean().optional(),
  termsOfService: z.boolean().optional(),
  attestationChecked: z.boolean().optional(),
  ethicsPrinciplesAttested: z.boolean().optional(),
  oAuthApplicationType: wireText,
  oAuthRedirectURI: wireText,
  /** An RSA public key as a JWK object (a JSON string is accepted too). */
  oAuthPublicKey: z
    .union([z.record(z.string(), z.unknown()), z.string().max(20_000)])
    .optional(),
  productionOrOAuthKeyCredentialStorage: wireText,
  storePIIOrPHI: z.boolean().optional(),
  piiStorageMethod: wireText,
  multipleReqSafeguards: wireText,
  breachManagementProcess: wireText,
  vulnerabilityManagement: wireText,
  exposeVeteranInformationToThirdParties: z.boolean().optional(),
  thirdPartyInfoDescription: wireText,
  scopesAccessRequested: wireText,
  distributingAPIKeysToCustomers: z.boolean().optional(),
  namingConvention: wireText,
  centralizedBackendLog: wireText,
  listedOnMyHealthApplication: z.boolean().optional(),
  /** The honeypot: people leave it empty. */
  faxNumber: z.string().max(200).optional(),
})

/** A production access request as sent. */
export type ProductionRequest = z.infer<typeof ProductionRequestSchema>
