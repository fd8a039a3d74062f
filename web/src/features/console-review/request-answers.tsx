import type { ReviewRequest } from '@portal/schema/production-review'

// Every answer of the form as the applicant sent it (R-REVIEW-REQUEST-PAGE), under the form's
// own wording where it has one; a field not named here still shows, under its wire name.
const LABELS: Record<string, string> = {
  apis: 'APIs (as sent)',
  primaryContact: 'Primary contact',
  secondaryContact: 'Secondary contact',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  role: 'Role',
  organization: 'Organization',
  country: 'Country',
  addressLine1: 'Street address',
  addressLine2: 'Address line 2',
  addressLine3: 'Address line 3',
  city: 'City',
  state: 'State',
  zipCode5: 'Postal code',
  phoneNumber: 'Company phone number',
  appName: 'Front-end name of the application',
  statusUpdateEmails: 'Status update emails',
  valueProvided: 'Value the app provides',
  businessModel: 'Business model',
  monitizedVeteranInformation: 'Makes money from Veteran information',
  monitizationExplanation: 'How it makes money',
  veteranFacing: 'Veterans use the app directly',
  website: 'Website',
  signUpLink: 'Sign-up link',
  supportLink: 'Support link',
  platforms: 'Devices and platforms',
  appDescription: 'Description of the app',
  policyDocuments: 'Terms of service and privacy policy',
  vasiSystemName: 'VASI system name',
  productionKeyCredentialStorage: 'How production keys are stored',
  logoIcon: 'Logo (icon)',
  logoLarge: 'Logo (large)',
  is508Compliant: 'Section 508 compliant',
  isUSBasedCompany: 'Based in the United States',
  vaInternal: 'VA employee or contractor',
  termsOfService: 'Agreed to the terms of service',
  attestationChecked: 'Attested who uses the app',
  ethicsPrinciplesAttested: 'Agreed to the Ethics Principles',
  oAuthApplicationType: 'OAuth application type',
  oAuthRedirectURI: 'OAuth redirect URI',
  oAuthPublicKey: 'OAuth public key (JWK)',
  productionOrOAuthKeyCredentialStorage: 'How OAuth credentials are stored',
  storePIIOrPHI: 'Stores PII or PHI',
  piiStorageMethod: 'How PII or PHI is stored',
  multipleReqSafeguards: 'Safeguards',
  breachManagementProcess: 'Breach management',
  vulnerabilityManagement: 'Vulnerability management',
  exposeVeteranInformationToThirdParties:
    'Shares Veteran information with third parties',
  thirdPartyInfoDescription: 'What is shared with third parties',
  scopesAccessRequested: 'Scopes requested',
  distributingAPIKeysToCustomers: 'Gives API access to its customers',
  namingConvention: 'Naming convention',
  centralizedBackendLog: 'Centralized back-end log',
  listedOnMyHealthApplication: 'Listed on My Health application',
}

function Value({ name, value }: { name: string; value: unknown }) {
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>
  if (Array.isArray(value))
    return (
      <ul className="usa-list usa-list--unstyled">
        {value.map((item, index) => (
          <li key={index} className="review-answer">
            {String(item)}
          </li>
        ))}
      </ul>
    )
  if (value !== null && typeof value === 'object') {
    if (name === 'oAuthPublicKey')
      return (
        <pre className="console-json">{JSON.stringify(value, null, 2)}</pre>
      )
    return <Answers values={value as Record<string, unknown>} />
  }
  return <span className="review-answer">{String(value)}</span>
}

function Answers({ values }: { values: Record<string, unknown> }) {
  return (
    <dl className="review-answers">
      {Object.entries(values).map(([name, value]) => (
        <div key={name} className="margin-bottom-1">
          <dt className="text-bold">{LABELS[name] ?? name}</dt>
          <dd className="margin-left-0">
            <Value name={name} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** What the applicant sent: the APIs with their auth types, the logos, then every answer. */
export function RequestAnswers({ review }: { review: ReviewRequest }) {
  const { request } = review
  const logos = (['logoIcon', 'logoLarge'] as const).filter(
    (name) => typeof request[name] === 'string' && request[name],
  )
  return (
    <section aria-labelledby="answers-heading">
      <h2 id="answers-heading">What the applicant sent</h2>
      <h3>APIs</h3>
      <ul className="usa-list">
        {review.apis.map((api) => (
          <li key={api.entry}>
            {api.name}: <strong>{api.authType}</strong> ({api.entry})
          </li>
        ))}
      </ul>
      {logos.length > 0 ? (
        <>
          <h3>Logo</h3>
          {logos.map((name) => (
            <img
              key={name}
              className="review-logo margin-right-2"
              src={String(request[name])}
              alt={`${LABELS[name]} of ${String(request.appName ?? 'the application')}`}
            />
          ))}
        </>
      ) : null}
      <h3>Answers</h3>
      <Answers values={request} />
    </section>
  )
}
