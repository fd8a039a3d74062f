// The answers every production request gives: APIs, yes/no questions, terms, contacts, organization, address and app.
import { describe } from 'vitest'
import { testRuleCases } from './production-request-test-kit.ts'

describe('Every rule runs on the server, with the field it belongs to', () => {
  testRuleCases([
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
  ])
})
