import { expect, test } from 'vitest'
import { makeApiEntry } from '@portal/schema/fixtures/catalogue'
import { makePublicApi } from '#web/test/public-api.ts'
import { sandboxAuthOptions, sandboxSignupState } from './signup-options.ts'

const OPEN = {
  restricted: false,
  blockSandboxAccessForm: false,
  blockProdAccessForm: false,
  versions: [],
}

test('An API-key API offers one option: the key', () => {
  expect(sandboxAuthOptions(makePublicApi(makeApiEntry()))).toEqual([
    { authType: 'apikey', value: 'apikey/facilities', label: 'API key' },
  ])
})

test('An API with both grants offers both, except a grant whose version blocks the sandbox form', () => {
  const both = makeApiEntry({
    altID: 'claims',
    apikey: false,
    oAuthTypes: ['AuthorizationCodeGrant', 'ClientCredentialsGrant'],
  })
  expect(
    sandboxAuthOptions(makePublicApi(both)).map((option) => option.value),
  ).toEqual(['acg/claims', 'ccg/claims'])
  const ccgBlocked = {
    ...both,
    restrictedAccess: {
      ...OPEN,
      versions: [
        {
          authType: 'ccg' as const,
          blockSandboxAccessForm: true,
          blockProdAccessForm: true,
        },
      ],
    },
  }
  expect(
    sandboxAuthOptions(makePublicApi(ccgBlocked)).map((option) => option.value),
  ).toEqual(['acg/claims'])
})

test('An API closed to public signup is blocked; one without altID or auth type is invalid', () => {
  expect(sandboxSignupState(makePublicApi(makeApiEntry()))).toBe('open')
  expect(
    sandboxSignupState(makePublicApi(makeApiEntry({ blockSandboxForm: true }))),
  ).toBe('blocked')
  expect(
    sandboxSignupState(
      makePublicApi(
        makeApiEntry({
          restrictedAccess: { ...OPEN, blockSandboxAccessForm: true },
        }),
      ),
    ),
  ).toBe('blocked')
  expect(sandboxSignupState(makePublicApi(makeApiEntry({ altID: null })))).toBe(
    'invalid',
  )
  expect(
    sandboxSignupState(
      makePublicApi(makeApiEntry({ apikey: false, oAuthTypes: null })),
    ),
  ).toBe('invalid')
})
