// The pure mapping between the production form's values and the request body, both ways: the
// form sends toProductionRequest(values); the server turns a body back into form values to run the
// same step rules, and stores only what the selection asks.
import { parsePublicJwk } from './jwk.ts'
import { CONTACT_ROLES, contactRoleLabel } from './contact-roles.ts'
import {
  YES_NO_FIELDS,
  type ProductionContact,
  type ProductionRequestFormValues,
} from './production-request-form.ts'
import type { ProductionRequest } from './production-request.ts'
import type { ProductionSelection } from './production-request-selection.ts'

const trimmed = (value: string | null | undefined) => {
  const result = value?.trim()
  return result ? result : undefined
}

function toWireContact(person: ProductionContact | null | undefined) {
  const role = contactRoleLabel(person?.role, person?.roleDescription)
  const wire = {
    firstName: trimmed(person?.firstName),
    lastName: trimmed(person?.lastName),
    email: trimmed(person?.email),
    role,
  }
  return Object.values(wire).some(Boolean) ? withoutEmpty(wire) : undefined
}

function withoutEmpty<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as T
}

const yesNoToBoolean = (value: string | null | undefined) =>
  value === 'yes' ? true : value === 'no' ? false : undefined

const oneItem = (value: string | null | undefined) => {
  const item = trimmed(value)
  return item ? [item] : undefined
}

/**
 * The form's values as the request body (R-PROD-WIRE): yes/no answers become booleans, empty values
 * are removed, a contact's role becomes its label (or the description for Other), signUpLink
 * and supportLink become one-item lists, `apis` the comma-joined `authtype/altID` entries.
 * Answers to questions the selection does not ask (or that a "no" hid) are left out.
 */
export function toProductionRequest(
  form: ProductionRequestFormValues,
  selection: ProductionSelection,
): ProductionRequest {
  const isVeteranFacing = form.veteranFacing === 'yes'
  const isThreeSteps = selection.stepCount === 3
  const when = (condition: boolean, value: string | null | undefined) =>
    condition ? trimmed(value) : undefined
  // Steps 1 and 2; the technical yes/no answers go with the rest of step 3 below.
  const booleans = {
    is508Compliant: yesNoToBoolean(form.is508Compliant),
    isUSBasedCompany: yesNoToBoolean(form.isUSBasedCompany),
    vaInternal: yesNoToBoolean(form.vaInternal),
    monitizedVeteranInformation: yesNoToBoolean(
      form.monitizedVeteranInformation,
    ),
    veteranFacing: yesNoToBoolean(form.veteranFacing),
  }
  const policyDocuments = isVeteranFacing
    ? [trimmed(form.termsOfServiceURL), trimmed(form.privacyPolicyURL)]
    : []
  const publicKey = when(selection.hasCcg, form.oAuthPublicKey)
  return withoutEmpty({
    apis: (form.apis ?? []).join(','),
    primaryContact: toWireContact(form.primaryContact),
    secondaryContact: toWireContact(form.secondaryContact),
    organization: trimmed(form.organization),
    country: trimmed(form.country),
    addressLine1: trimmed(form.addressLine1),
    addressLine2: trimmed(form.addressLine2),
    addressLine3: trimmed(form.addressLine3),
    city: trimmed(form.city),
    state: trimmed(form.state),
    zipCode5: trimmed(form.zipCode5),
    phoneNumber: trimmed(form.phoneNumber),
    appName: trimmed(form.appName),
    statusUpdateEmails: (form.statusUpdateEmails ?? []).flatMap(
      (email) => trimmed(email) ?? [],
    ),
    valueProvided: trimmed(form.valueProvided),
    businessModel: when(!selection.isAllOpenData, form.businessModel),
    ...booleans,
    monitizationExplanation: when(
      form.monitizedVeteranInformation === 'yes',
      form.monitizationExplanation,
    ),
    website: when(isVeteranFacing, form.website),
    signUpLink: isVeteranFacing ? oneItem(form.signUpLink) : undefined,
    supportLink: isVeteranFacing ? oneItem(form.supportLink) : undefined,
    platforms: when(isVeteranFacing, form.platforms),
    appDescription: when(isVeteranFacing, form.appDescription),
    policyDocuments: policyDocuments.every(Boolean)
      ? (policyDocuments as string[])
      : undefined,
    vasiSystemName: when(selection.hasRestricted, form.vasiSystemName),
    productionKeyCredentialStorage: when(
      selection.hasOpenData,
      form.productionKeyCredentialStorage,
    ),
    logoIcon: trimmed(form.logoIcon),
    logoLarge: trimmed(form.logoLarge),
    // The name belongs to a logo: without one it would name nothing.
    logoFileName:
      trimmed(form.logoIcon) || trimmed(form.logoLarge)
        ? trimmed(form.logoFileName)
        : undefined,
    termsOfService: form.termsOfService === true ? true : undefined,
    attestationChecked: selection.requiresAttestation
      ? form.attestationChecked === true
      : undefined,
    ethicsPrinciplesAttested: selection.requiresEthicsAttestation
      ? form.ethicsPrinciplesAttested === true
      : undefined,
    oAuthApplicationType: when(selection.hasAcg, form.oAuthApplicationType),
    oAuthRedirectURI: when(selection.hasAcg, form.oAuthRedirectURI),
    oAuthPublicKey: publicKey
      ? (parsePublicJwk(publicKey) ?? publicKey)
      : undefined,
    ...(isThreeSteps ? technicalAnswers(form, selection) : {}),
  })
}

function technicalAnswers(
  form: ProductionRequestFormValues,
  selection: ProductionSelection,
) {
  const storesPii = form.storePIIOrPHI === 'yes'
  const distributes =
    selection.hasBenefitsApi && form.distributingAPIKeysToCustomers === 'yes'
  const when = (condition: boolean, value: string | null | undefined) =>
    condition ? trimmed(value) : undefined
  return {
    productionOrOAuthKeyCredentialStorage: trimmed(
      form.productionOrOAuthKeyCredentialStorage,
    ),
    piiStorageMethod: when(storesPii, form.piiStorageMethod),
    multipleReqSafeguards: when(storesPii, form.multipleReqSafeguards),
    breachManagementProcess: when(storesPii, form.breachManagementProcess),
    vulnerabilityManagement: when(storesPii, form.vulnerabilityManagement),
    storePIIOrPHI: yesNoToBoolean(form.storePIIOrPHI),
    exposeVeteranInformationToThirdParties: selection.hasOAuth
      ? yesNoToBoolean(form.exposeVeteranInformationToThirdParties)
      : undefined,
    thirdPartyInfoDescription: when(
      selection.hasOAuth &&
        form.exposeVeteranInformationToThirdParties === 'yes',
      form.thirdPartyInfoDescription,
    ),
    scopesAccessRequested: when(selection.hasOAuth, form.scopesAccessRequested),
    distributingAPIKeysToCustomers: selection.hasBenefitsApi
      ? yesNoToBoolean(form.distributingAPIKeysToCustomers)
      : undefined,
    namingConvention: when(distributes, form.namingConvention),
    centralizedBackendLog: when(distributes, form.centralizedBackendLog),
    listedOnMyHealthApplication: selection.hasHealthApi
      ? yesNoToBoolean(form.listedOnMyHealthApplication)
      : undefined,
  }
}

/**
 * What the server stores of a request that passed every rule (R-STORE-DROP-UNASKED): the request
 * rebuilt from its form values for the selection, so an answer the selection does not ask (an
 * OAuth field without an API of that grant, step-3 answers of a two-step selection, a business
 * model for open data only, links of an app that is not Veteran-facing…) is dropped, never stored
 * as sent; kept values are trimmed.
 */
export function storedProductionRequest(
  request: ProductionRequest,
  selection: ProductionSelection,
): ProductionRequest {
  return toProductionRequest(fromProductionRequest(request), selection)
}

const booleanToYesNo = (value: boolean | undefined) =>
  value === true ? 'yes' : value === false ? 'no' : undefined

function fromWireContact(
  person: ProductionRequest['primaryContact'],
): ProductionContact | undefined {
  if (!person) return undefined
  const role = person.role?.trim()
  const known = CONTACT_ROLES.find((option) => option.label === role)
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    role: role ? (known?.value ?? 'OTHER') : undefined,
    roleDescription: role && !known ? role : undefined,
  }
}

/**
 * A request body back as form values, so the server runs the very rules the form ran and
 * reports them under the form's field names.
 */
export function fromProductionRequest(
  request: ProductionRequest,
): ProductionRequestFormValues {
  const booleans = Object.fromEntries(
    YES_NO_FIELDS.map((field) => [field, booleanToYesNo(request[field])]),
  )
  const key = request.oAuthPublicKey
  return {
    ...request,
    ...booleans,
    apis: (request.apis ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    primaryContact: fromWireContact(request.primaryContact),
    secondaryContact: fromWireContact(request.secondaryContact),
    signUpLink: request.signUpLink?.[0],
    supportLink: request.supportLink?.[0],
    termsOfServiceURL: request.policyDocuments?.[0],
    privacyPolicyURL: request.policyDocuments?.[1],
    oAuthPublicKey: typeof key === 'object' ? JSON.stringify(key) : key,
  } as ProductionRequestFormValues
}
