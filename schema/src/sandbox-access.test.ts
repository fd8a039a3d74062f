import { expect, test } from 'vitest'
import {
  isSandboxFormBlocked,
  offeredAuthTypes,
  sandboxSignupAuthTypes,
} from './sandbox-access.ts'

const OPEN = {
  restricted: false,
  blockSandboxAccessForm: false,
  blockProdAccessForm: false,
  versions: [],
}

test('An API offers a key when it has a gateway ACL, and the grants it lists', () => {
  expect(offeredAuthTypes({ apikey: true, oAuthTypes: null })).toEqual([
    'apikey',
  ])
  expect(
    offeredAuthTypes({
      apikey: false,
      oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
    }),
  ).toEqual(['acg', 'ccg'])
})

test('The form may ask for the offered auth types, except a version that blocks it', () => {
  const both = {
    apikey: false,
    oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
    restrictedAccess: OPEN,
  }
  expect(sandboxSignupAuthTypes(both)).toEqual(['acg', 'ccg'])
  const ccgBlocked = {
    ...both,
    restrictedAccess: {
      ...OPEN,
      versions: [
        {
          authType: 'ccg',
          blockSandboxAccessForm: true,
          blockProdAccessForm: true,
        },
      ],
    },
  }
  expect(sandboxSignupAuthTypes(ccgBlocked)).toEqual(['acg'])
})

test('An API blocked by the legacy flag or restrictedAccess offers the form nothing', () => {
  expect(isSandboxFormBlocked({ apikey: true, blockSandboxForm: true })).toBe(
    true,
  )
  expect(
    isSandboxFormBlocked({
      apikey: true,
      restrictedAccess: { ...OPEN, blockSandboxAccessForm: true },
    }),
  ).toBe(true)
  expect(
    sandboxSignupAuthTypes({ apikey: true, blockSandboxForm: true }),
  ).toEqual([])
  expect(isSandboxFormBlocked({ apikey: true, restrictedAccess: OPEN })).toBe(
    false,
  )
})
