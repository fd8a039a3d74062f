// What the chosen APIs decide: the auth types offered, the number of steps, and which answers are sent.
import { expect, test } from 'vitest'
import { CCG_BLOCKED_FOR_PRODUCTION } from './fixtures/catalogue.ts'
import {
  makeProductionApi,
  makeProductionRequestForm,
  selectionOf,
} from './fixtures/production-request.ts'
import {
  OAUTH_BENEFITS_HEALTH,
  OPEN,
} from './fixtures/production-request-steps.ts'
import { toProductionRequest } from './production-request-mapping.ts'
import {
  chosenApis,
  describeSelection,
  productionRequestAuthTypes,
} from './production-request-selection.ts'

test('Answers to questions the selection does not ask are not sent', () => {
  const wire = toProductionRequest(
    makeProductionRequestForm({
      apis: ['apikey/facilities'],
      veteranFacing: 'no',
      website: 'https://left.over',
      monitizationExplanation: 'typed, then answered no',
      vasiSystemName: 'not restricted',
      oAuthRedirectURI: 'https://no.acg',
      exposeVeteranInformationToThirdParties: 'yes',
    }),
    OPEN,
  )
  for (const field of [
    'website',
    'monitizationExplanation',
    'vasiSystemName',
    'oAuthRedirectURI',
    'businessModel',
    'productionOrOAuthKeyCredentialStorage',
    'storePIIOrPHI',
    'exposeVeteranInformationToThirdParties',
    'attestationChecked',
  ])
    expect(wire).not.toHaveProperty(field)
})

test('The checklist leaves out auth types whose restrictedAccess blocks the production form', () => {
  const claims = makeProductionApi({
    altID: 'claims',
    apikey: false,
    oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
    restrictedAccess: CCG_BLOCKED_FOR_PRODUCTION,
  })
  expect(productionRequestAuthTypes(claims)).toEqual(['acg'])
  const blocked = makeProductionApi({
    restrictedAccess: {
      restricted: true,
      blockSandboxAccessForm: true,
      blockProdAccessForm: true,
      versions: [],
    },
  })
  expect(productionRequestAuthTypes(blocked)).toEqual([])
  expect(
    productionRequestAuthTypes(makeProductionApi({ altID: null })),
  ).toEqual([])
  expect(
    chosenApis(
      ['acg/claims', 'ccg/claims', 'apikey/facilities', 'apikey/unknown'],
      [claims, makeProductionApi()],
    ).map(({ authType, api }) => `${authType}/${api.altID}`),
  ).toEqual(['acg/claims', 'apikey/facilities'])
})

test('The selection: two steps only when every API is open data and unrestricted', () => {
  expect(selectionOf(['apikey', {}]).stepCount).toBe(2)
  expect(
    selectionOf(['apikey', {}], ['apikey', { openData: false }]).stepCount,
  ).toBe(3)
  expect(
    selectionOf(['apikey', { restrictedAccessToggle: true }]).stepCount,
  ).toBe(3)
  expect(describeSelection([]).hasApis).toBe(false)
  expect(OAUTH_BENEFITS_HEALTH).toMatchObject({
    hasAcg: true,
    hasCcg: true,
    hasOAuth: true,
    hasBenefitsApi: true,
    hasHealthApi: true,
    requiresAttestation: true,
    requiresEthicsAttestation: true,
    isAllOpenData: false,
  })
})
