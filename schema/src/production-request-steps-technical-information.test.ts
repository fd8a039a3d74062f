import { describe, expect, test } from 'vitest'
import {
  ACG,
  BENEFITS,
  CCG,
  fieldMessages,
  HEALTH,
} from './fixtures/production-request-steps.ts'
import { tooLongMessage } from './production-request-form.ts'

describe('Step 3', () => {
  test('Key storage is required and at most 415 characters', () => {
    expect(
      fieldMessages(3, { productionOrOAuthKeyCredentialStorage: '' }, BENEFITS),
    ).toMatchObject({
      productionOrOAuthKeyCredentialStorage: 'Enter a description.',
    })
    expect(
      fieldMessages(
        3,
        { productionOrOAuthKeyCredentialStorage: 'x'.repeat(416) },
        BENEFITS,
      ),
    ).toMatchObject({
      productionOrOAuthKeyCredentialStorage: tooLongMessage(415),
    })
  })

  test('Storing PII or PHI needs the four descriptions', () => {
    expect(fieldMessages(3, { storePIIOrPHI: null })).toEqual({
      storePIIOrPHI: 'Select yes or no.',
    })
    expect(fieldMessages(3, { storePIIOrPHI: 'yes' })).toEqual({
      piiStorageMethod: 'Enter a description.',
      multipleReqSafeguards: 'Enter a description.',
      breachManagementProcess: 'Enter a description.',
      vulnerabilityManagement: 'Enter a description.',
    })
  })

  test('OAuth APIs: third parties and scopes', () => {
    expect(fieldMessages(3, {}, ACG)).toEqual({
      exposeVeteranInformationToThirdParties: 'Select yes or no.',
      scopesAccessRequested: 'Enter a list of scopes.',
    })
    expect(
      fieldMessages(
        3,
        {
          exposeVeteranInformationToThirdParties: 'yes',
          scopesAccessRequested: 'claim.read',
        },
        CCG,
      ),
    ).toEqual({ thirdPartyInfoDescription: 'Enter a description.' })
  })

  test('The benefits API asks about distributing keys; yes needs the naming convention and the log', () => {
    expect(fieldMessages(3, {}, BENEFITS)).toEqual({
      distributingAPIKeysToCustomers: 'Select yes or no.',
    })
    expect(
      fieldMessages(3, { distributingAPIKeysToCustomers: 'yes' }, BENEFITS),
    ).toEqual({
      namingConvention: 'Provide the naming convention.',
      centralizedBackendLog: 'Enter a description.',
    })
  })

  test('The health API asks about the My Health application', () => {
    expect(
      fieldMessages(
        3,
        {
          exposeVeteranInformationToThirdParties: 'no',
          scopesAccessRequested: 'launch',
        },
        HEALTH,
      ),
    ).toEqual({ listedOnMyHealthApplication: 'Select yes or no.' })
  })
})
