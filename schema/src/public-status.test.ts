import { expect, test } from 'vitest'
import { makeApiEntry } from './fixtures/catalogue.ts'
import {
  publicStatus,
  type PublicEnvironment,
  type PublicStatus,
  type PublicStatusApi,
} from './public-status.ts'
import { FeatureFlagsSchema } from './site-config.ts'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const PAST = '2020-07-20T00:00:00-04:00'
const FUTURE = '2099-01-01T00:00:00-05:00'

// An API offering a key and both grants, deployed to both environments, in the facilities category.
function api(overrides: Partial<PublicStatusApi> = {}): PublicStatusApi {
  return {
    ...makeApiEntry({
      oAuth: true,
      oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
    }),
    categoryKey: 'facilities',
    environments: ['sandbox', 'production'],
    ...overrides,
  }
}

const flags = (value: Record<string, unknown>) =>
  FeatureFlagsSchema.parse(value)
const dates = (deprecationDate: string, deactivationDate: string) => ({
  deactivationInfo: { deprecationDate, deactivationDate },
})
const restricted = (
  restrictedAccess: Partial<PublicStatusApi['restrictedAccess']>,
) => ({
  restrictedAccess: {
    restricted: false,
    blockSandboxAccessForm: false,
    blockProdAccessForm: false,
    versions: [],
    ...restrictedAccess,
  },
})

const ALL: PublicStatus['sandboxAuthTypes'] = ['apikey', 'acg', 'ccg']
const OPEN: PublicStatus = {
  isFound: true,
  isListed: true,
  isDeprecated: false,
  isDeactivated: false,
  isSandboxFormBlocked: false,
  sandboxAuthTypes: ALL,
  productionAuthTypes: ALL,
  isOpenForSandboxSignup: true,
  isOpenForProduction: true,
  isCallableInSandbox: true,
}
const NOT_FOUND: Partial<PublicStatus> = {
  isFound: false,
  isListed: false,
  sandboxAuthTypes: [],
  productionAuthTypes: [],
  isOpenForSandboxSignup: false,
  isOpenForProduction: false,
  isCallableInSandbox: false,
}
// Deactivated APIs keep their pages and (as today) their forms; they leave the lists and the gateway.
const DEACTIVATED: Partial<PublicStatus> = {
  isFound: true,
  isListed: false,
  isDeactivated: true,
  sandboxAuthTypes: ALL,
  isCallableInSandbox: false,
}

// One row per combination; kept one line each so the table reads as a table.
// prettier-ignore
test.each<
  [string, Partial<PublicStatusApi>, Partial<PublicEnvironment>, Partial<PublicStatus>]
>([
  ['an open API with no flags (R-PUBLIC-*)', {}, {}, OPEN],
  ['flags that cannot be loaded count as defaults', {}, { flags: undefined }, OPEN],
  ['switched off by its urlFragment (R-PUBLIC-FOUND)', {}, { flags: flags({ enabled: { facilities: false } }) }, NOT_FOUND],
  ['switched on by its urlFragment', {}, { flags: flags({ enabled: { facilities: true } }) }, OPEN],
  ['another API switched off', {}, { flags: flags({ enabled: { fhir: false } }) }, OPEN],
  ['its category switched off (R-FLAGS-CATEGORY)', {}, { flags: flags({ categories: { facilities: false } }) }, NOT_FOUND],
  ['its category switched on', {}, { flags: flags({ categories: { facilities: true } }) }, OPEN],
  ['another category switched off', {}, { flags: flags({ categories: { health: false } }) }, OPEN],
  ['switched off and marked deactivated', {}, { flags: flags({ enabled: { facilities: false }, deactivated_apis: { facilities: true } }) }, { ...NOT_FOUND, isDeactivated: true }],
  ['deactivated by its date (R-PUBLIC-DEACTIVATED)', dates(PAST, PAST), {}, { ...DEACTIVATED, isDeprecated: true }],
  ['deactivation date not reached yet', dates(FUTURE, FUTURE), {}, OPEN],
  ['deactivated by the deactivated_apis flag', {}, { flags: flags({ deactivated_apis: { facilities: true } }) }, DEACTIVATED],
  ['deactivated_apis false changes nothing', {}, { flags: flags({ deactivated_apis: { facilities: false } }) }, OPEN],
  ['deactivated by the build override, by urlFragment', {}, { overrides: { deprecated: [], deactivated: ['facilities'] } }, DEACTIVATED],
  ['deactivated by the build override, by urlSlug', {}, { overrides: { deprecated: [], deactivated: ['va-facilities'] } }, DEACTIVATED],
  ['deprecated by its date: still listed (R-PUBLIC-DEPRECATED)', dates(PAST, FUTURE), {}, { ...OPEN, isDeprecated: true }],
  ['deprecated by the build override; it does not deactivate', {}, { overrides: { deprecated: ['va-facilities'], deactivated: [] } }, { ...OPEN, isDeprecated: true }],
  ['a date that does not parse never passes', dates('soon', 'later'), {}, OPEN],
  ['stealth-launched: found by slug, not listed (R-PUBLIC-LISTED)', { isStealthLaunched: true }, {}, { ...OPEN, isListed: false }],
  ['not enabled by default: found, not listed', { enabledByDefault: false }, {}, { ...OPEN, isListed: false }],
  ['blockSandboxForm closes the sandbox form only (R-PUBLIC-SIGNUP)', { blockSandboxForm: true }, {}, { ...OPEN, isSandboxFormBlocked: true, sandboxAuthTypes: [], isOpenForSandboxSignup: false }],
  ['restrictedAccess closes the sandbox form', restricted({ blockSandboxAccessForm: true }), {}, { ...OPEN, isSandboxFormBlocked: true, sandboxAuthTypes: [], isOpenForSandboxSignup: false }],
  ['a version closes the sandbox form for its auth type', restricted({ versions: [{ authType: 'ccg', blockSandboxAccessForm: true, blockProdAccessForm: false }] }), {}, { ...OPEN, sandboxAuthTypes: ['apikey', 'acg'] }],
  ['restrictedAccess closes the production form only (R-PUBLIC-PROD)', restricted({ restricted: true, blockProdAccessForm: true }), {}, { ...OPEN, productionAuthTypes: [], isOpenForProduction: false }],
  ['a version closes the production form for its auth type', restricted({ versions: [{ authType: 'ccg', blockSandboxAccessForm: false, blockProdAccessForm: true }] }), {}, { ...OPEN, productionAuthTypes: ['apikey', 'acg'] }],
  ['no altID: no form can name it', { altID: null }, {}, { ...OPEN, sandboxAuthTypes: [], productionAuthTypes: [], isOpenForSandboxSignup: false, isOpenForProduction: false }],
  ['no auth type at all: both forms closed', { apikey: false, oAuthTypes: null }, {}, { ...OPEN, sandboxAuthTypes: [], productionAuthTypes: [], isOpenForSandboxSignup: false, isOpenForProduction: false }],
  ['not deployed to the sandbox: not callable (R-PUBLIC-CALLABLE)', { environments: ['production'] }, {}, { ...OPEN, isCallableInSandbox: false }],
  ['environments unknown (the public catalogue): not callable', { environments: undefined }, {}, { ...OPEN, isCallableInSandbox: false }],
  ['stealth-launched APIs are callable', { isStealthLaunched: true }, {}, { isCallableInSandbox: true }],
])('%s', (_name, apiOverrides, environment, expected) => {
  expect(
    publicStatus(api(apiOverrides), { now: NOW, ...environment }),
  ).toMatchObject(expected)
})

test('The time may be a Date or milliseconds; the deactivation instant itself is not past', () => {
  const gone = api(dates(PAST, '2027-09-30T00:00:00-04:00'))
  const at = Date.parse('2027-09-30T04:00:00Z')
  expect(publicStatus(gone, { now: at }).isDeactivated).toBe(false)
  expect(publicStatus(gone, { now: new Date(at + 1) }).isDeactivated).toBe(true)
})
