import { describe, expect, test } from 'vitest'
import type { ProductionRequest } from '@portal/schema/production-request'
import {
  JWK,
  post,
  requestBody,
  threeStepBody,
} from './production-request-test-kit.ts'

describe('Every rule runs on the server, with the field it belongs to', () => {
  const cases: [
    string,
    Partial<ProductionRequest>,
    string,
    string,
    'two' | 'three',
  ][] = [
    ['no API', { apis: '' }, 'apis', 'Choose at least one API', 'two'],
    [
      '508 unanswered',
      { is508Compliant: undefined },
      'is508Compliant',
      'Select yes or no.',
      'two',
    ],
    [
      'VA internal unanswered',
      { vaInternal: undefined },
      'vaInternal',
      'Select yes or no.',
      'two',
    ],
    [
      'US-based unanswered',
      { isUSBasedCompany: undefined },
      'isUSBasedCompany',
      'Select yes or no.',
      'two',
    ],
    [
      'not a US-based company',
      { isUSBasedCompany: false },
      'isUSBasedCompany',
      'We currently only grant access to US-based companies. You may contact us if you have any questions.',
      'two',
    ],
    [
      'terms not agreed',
      { termsOfService: undefined },
      'termsOfService',
      'You must agree to our terms of service to continue.',
      'two',
    ],
    [
      'ACG without application type',
      { oAuthApplicationType: undefined },
      'oAuthApplicationType',
      'Choose an option.',
      'three',
    ],
    [
      'ACG with an ftp redirect',
      { oAuthRedirectURI: 'ftp://engine.dev' },
      'oAuthRedirectURI',
      'Enter an http or https URI.',
      'three',
    ],
    [
      'CCG without a key',
      { oAuthPublicKey: undefined },
      'oAuthPublicKey',
      'Enter your oAuthPublicKey',
      'three',
    ],
    [
      'CCG with a private member',
      { oAuthPublicKey: { ...JWK, d: 'AQAB' } },
      'oAuthPublicKey',
      'Invalid key submitted',
      'three',
    ],
    [
      'ethics not agreed',
      { ethicsPrinciplesAttested: false },
      'ethicsPrinciplesAttested',
      'You must agree to the Ethics Principles for Access to and Use of Veteran Data.',
      'three',
    ],
    [
      'first name too long',
      {
        primaryContact: {
          firstName: 'x'.repeat(48),
          lastName: 'L',
          email: 'a@b.dev',
          role: 'Developer',
        },
      },
      'primaryContact.firstName',
      'Enter no more than 47 characters.',
      'two',
    ],
    [
      'secondary contact missing',
      { secondaryContact: undefined },
      'secondaryContact.firstName',
      'Enter a first name.',
      'two',
    ],
    [
      'no role',
      { primaryContact: { firstName: 'A', lastName: 'L', email: 'a@b.dev' } },
      'primaryContact.role',
      'Select a role.',
      'two',
    ],
    [
      'contact email with "test"',
      {
        primaryContact: {
          firstName: 'A',
          lastName: 'L',
          email: 'qa@Test.dev',
          role: 'Student',
        },
      },
      'primaryContact.email',
      'Enter a valid email address that does not contain "test", "sample", "fake", or "email".',
      'two',
    ],
    [
      'no status email',
      { statusUpdateEmails: [] },
      'statusUpdateEmails.0',
      'Enter a valid email address.',
      'two',
    ],
    [
      'bad status email',
      { statusUpdateEmails: ['ok@engine.dev', 'nope'] },
      'statusUpdateEmails.1',
      'Enter a valid email address.',
      'two',
    ],
    [
      'organization missing',
      { organization: undefined },
      'organization',
      'Enter the company or organization name.',
      'two',
    ],
    [
      'organization too long',
      { organization: 'x'.repeat(101) },
      'organization',
      'Enter no more than 100 characters.',
      'two',
    ],
    [
      'street missing',
      { addressLine1: undefined },
      'addressLine1',
      'Enter the company street address.',
      'two',
    ],
    ['city missing', { city: undefined }, 'city', 'Enter a city.', 'two'],
    ['state missing', { state: undefined }, 'state', 'Enter a state.', 'two'],
    [
      'country missing',
      { country: undefined },
      'country',
      'Select a country.',
      'two',
    ],
    [
      'postal code missing',
      { zipCode5: undefined },
      'zipCode5',
      'Enter a postal code.',
      'two',
    ],
    [
      'bad phone',
      { phoneNumber: '12345' },
      'phoneNumber',
      'Enter a valid company phone number.',
      'two',
    ],
    [
      'app name missing',
      { appName: undefined },
      'appName',
      'Enter front-end name of application.',
      'two',
    ],
    [
      'value missing',
      { valueProvided: undefined },
      'valueProvided',
      'Describe the value of your app.',
      'two',
    ],
    [
      'business model missing when not all open data',
      { businessModel: undefined },
      'businessModel',
      'Describe your business model.',
      'three',
    ],
    [
      'monetizing without explanation',
      { monitizedVeteranInformation: true },
      'monitizationExplanation',
      'Enter an explanation.',
      'two',
    ],
    [
      'Veteran-facing without description',
      { veteranFacing: true },
      'appDescription',
      'Enter a description.',
      'two',
    ],
    [
      'Veteran-facing with a bad sign-up link',
      { veteranFacing: true, signUpLink: ['nope'] },
      'signUpLink',
      'Add a valid link.',
      'two',
    ],
    [
      'Veteran-facing without a privacy policy',
      { veteranFacing: true, policyDocuments: ['https://e.dev/terms'] },
      'privacyPolicyURL',
      'Add a valid link to your privacy policy.',
      'two',
    ],
    [
      'open data without key storage',
      { productionKeyCredentialStorage: undefined },
      'productionKeyCredentialStorage',
      'Enter a description.',
      'two',
    ],
    [
      'restricted API without VASI name',
      { apis: 'apikey/facilities,apikey/addressValidation' },
      'vasiSystemName',
      'Enter the VASI system name.',
      'two',
    ],
    [
      'technical key storage missing',
      { productionOrOAuthKeyCredentialStorage: undefined },
      'productionOrOAuthKeyCredentialStorage',
      'Enter a description.',
      'three',
    ],
    [
      'PII stored without method',
      { storePIIOrPHI: true },
      'piiStorageMethod',
      'Enter a description.',
      'three',
    ],
    [
      'OAuth without scopes',
      { scopesAccessRequested: undefined },
      'scopesAccessRequested',
      'Enter a list of scopes.',
      'three',
    ],
    [
      'third parties without description',
      { exposeVeteranInformationToThirdParties: true },
      'thirdPartyInfoDescription',
      'Enter a description.',
      'three',
    ],
    [
      'benefits API without naming convention',
      { namingConvention: undefined },
      'namingConvention',
      'Provide the naming convention.',
      'three',
    ],
    [
      'health API without My Health answer',
      { listedOnMyHealthApplication: undefined },
      'listedOnMyHealthApplication',
      'Select yes or no.',
      'three',
    ],
  ]
  test.each(cases)('%s', async (_name, overrides, field, message, kind) => {
    const request =
      kind === 'two' ? requestBody(overrides) : threeStepBody(overrides)
    const { response } = await post(request)
    expect(response.statusCode).toBe(400)
    const answer = response.json<{
      errors: string[]
      fieldErrors: Record<string, string[]>
    }>()
    expect(answer.fieldErrors[field]).toEqual([message])
    expect(answer.errors).toContain(message)
  })
})
