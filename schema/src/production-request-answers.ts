// The production access request's answers in the form's own order and sections, for the people
// who read a request (the reviewer's console page). Stored requests come back from jsonb with
// their keys sorted by length, so the order is written here once rather than taken from the row.
// Zod-free, so the console page may import it (R-PERF-FIRST-LOAD).

/** One answer: its wire name and the words it is shown under. */
export interface AnswerField {
  name: string
  label: string
}

/**
 * A fieldset of the form: its legend and what it holds, in the form's order; `of` names the
 * object its answers sit in (a contact), when they are not at the request's top level.
 */
export interface AnswerGroup {
  legend: string
  of?: string
  items: readonly AnswerItem[]
}

/** An answer, or a fieldset of answers. */
export type AnswerItem = AnswerField | AnswerGroup

/** A step of the form and its answers. */
export interface AnswerSection {
  title: string
  items: readonly AnswerItem[]
}

const field = (name: string, label: string): AnswerField => ({ name, label })

// A contact's answers, in the form's order.
const CONTACT: readonly AnswerField[] = [
  field('firstName', 'First name'),
  field('lastName', 'Last name'),
  field('email', 'Email'),
  field('role', 'Role'),
]

/**
 * The form's steps with their fieldsets and answers, in the order the applicant met them
 * (R-REVIEW-ANSWER-ORDER). Fields a request does not carry are skipped when shown.
 */
export const PRODUCTION_ANSWER_SECTIONS: readonly AnswerSection[] = [
  {
    title: 'Verification',
    items: [
      field('apis', 'APIs (as sent)'),
      field('is508Compliant', 'Section 508 compliant'),
      field('isUSBasedCompany', 'Based in the United States'),
      field('vaInternal', 'VA employee or contractor'),
      {
        legend: 'Authorization Code Grant details',
        items: [
          field('oAuthApplicationType', 'OAuth application type'),
          field('oAuthRedirectURI', 'OAuth redirect URI'),
        ],
      },
      {
        legend: 'Client Credentials Grant details',
        items: [field('oAuthPublicKey', 'OAuth public key (JWK)')],
      },
      field('ethicsPrinciplesAttested', 'Agreed to the Ethics Principles'),
      field('termsOfService', 'Agreed to the terms of service'),
      field('attestationChecked', 'Attested who uses the app'),
    ],
  },
  {
    title: 'Basic information',
    items: [
      { legend: 'Primary contact', of: 'primaryContact', items: CONTACT },
      { legend: 'Secondary contact', of: 'secondaryContact', items: CONTACT },
      {
        legend: 'Company or organization',
        items: [
          field('organization', 'Organization'),
          field('addressLine1', 'Street address'),
          field('addressLine2', 'Address line 2'),
          field('addressLine3', 'Address line 3'),
          field('city', 'City'),
          field('state', 'State'),
          field('zipCode5', 'Postal code'),
          field('country', 'Country'),
          field('phoneNumber', 'Company phone number'),
        ],
      },
      {
        legend: 'Your application',
        items: [
          field('appName', 'Front-end name of the application'),
          field('statusUpdateEmails', 'Status update emails'),
          field('valueProvided', 'Value the app provides'),
          field('businessModel', 'Business model'),
          field(
            'monitizedVeteranInformation',
            'Makes money from Veteran information',
          ),
          field('monitizationExplanation', 'How it makes money'),
          field('veteranFacing', 'Veterans use the app directly'),
          {
            legend: 'About your Veteran-facing app',
            items: [
              field('appDescription', 'Description of the app'),
              field('platforms', 'Devices and platforms'),
              field('website', 'Website'),
              field('signUpLink', 'Sign-up link'),
              field('supportLink', 'Support link'),
              field('policyDocuments', 'Terms of service and privacy policy'),
            ],
          },
          field('vasiSystemName', 'VASI system name'),
          field(
            'productionKeyCredentialStorage',
            'How production keys are stored',
          ),
          field('logoIcon', 'Logo (icon)'),
          field('logoLarge', 'Logo (large)'),
          field('logoFileName', 'Logo file name'),
        ],
      },
    ],
  },
  {
    title: 'Technical information',
    items: [
      field(
        'productionOrOAuthKeyCredentialStorage',
        'How OAuth credentials are stored',
      ),
      field('storePIIOrPHI', 'Stores PII or PHI'),
      {
        legend: 'Protecting PII and PHI',
        items: [
          field('piiStorageMethod', 'How PII or PHI is stored'),
          field('multipleReqSafeguards', 'Safeguards'),
          field('breachManagementProcess', 'Breach management'),
          field('vulnerabilityManagement', 'Vulnerability management'),
        ],
      },
      field(
        'exposeVeteranInformationToThirdParties',
        'Shares Veteran information with third parties',
      ),
      field('thirdPartyInfoDescription', 'What is shared with third parties'),
      field('scopesAccessRequested', 'Scopes requested'),
      field(
        'distributingAPIKeysToCustomers',
        'Gives API access to its customers',
      ),
      field('namingConvention', 'Naming convention'),
      field('centralizedBackendLog', 'Centralized back-end log'),
      field('listedOnMyHealthApplication', 'Listed on My Health application'),
    ],
  },
]

/** Whether an item is a fieldset. */
export const isAnswerGroup = (item: AnswerItem): item is AnswerGroup =>
  'legend' in item

/** The top-level wire names the sections place, in order. */
export function answerNames(items: readonly AnswerItem[]): string[] {
  return items.flatMap((item) =>
    !isAnswerGroup(item)
      ? [item.name]
      : item.of
        ? [item.of]
        : answerNames(item.items),
  )
}
