// The questions the chosen APIs or earlier answers ask: OAuth, ethics, business model, Veteran-facing, key storage, VASI, PII, scopes, third parties.
import { describe } from 'vitest'
import { testRuleCases, JWK } from './production-request-test-kit.ts'

describe('Every rule runs on the server, with the field it belongs to', () => {
  testRuleCases([
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
  ])
})
