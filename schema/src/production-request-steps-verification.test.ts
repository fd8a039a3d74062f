import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import {
  ACG,
  CCG,
  fieldMessages,
  HEALTH,
  NONE,
} from './fixtures/production-request-steps.ts'
import { PRODUCTION_MESSAGES as M } from './production-request-form.ts'

const JWK = JSON.stringify(
  generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
    format: 'jwk',
  }),
)

describe('Step 1', () => {
  test('At least one API', () => {
    expect(fieldMessages(1, { apis: [] }, NONE)).toEqual({ apis: M.apis })
  })

  test('Yes or no for 508, US-based company and VA internal; No to US-based blocks with its message', () => {
    expect(
      fieldMessages(1, {
        is508Compliant: null,
        isUSBasedCompany: undefined,
        vaInternal: null,
      }),
    ).toEqual({
      is508Compliant: M.yesOrNo,
      isUSBasedCompany: M.yesOrNo,
      vaInternal: M.yesOrNo,
    })
    expect(fieldMessages(1, { isUSBasedCompany: 'no' })).toEqual({
      isUSBasedCompany:
        'We currently only grant access to US-based companies. You may contact us if you have any questions.',
    })
  })

  test('Terms of service must be agreed', () => {
    expect(fieldMessages(1, { termsOfService: false })).toEqual({
      termsOfService: 'You must agree to our terms of service to continue.',
    })
  })

  test('An ACG API needs the application type and an http or https redirect URI; attestation comes last', () => {
    expect(fieldMessages(1, {}, ACG)).toEqual({
      oAuthApplicationType: 'Choose an option.',
      oAuthRedirectURI: 'Enter an http or https URI.',
      attestationChecked:
        'You must attest to request production access for this API.',
    })
    expect(Object.keys(fieldMessages(1, {}, ACG)).at(-1)).toBe(
      'attestationChecked',
    )
    expect(
      fieldMessages(
        1,
        { oAuthApplicationType: 'web', oAuthRedirectURI: 'ftp://x.org/cb' },
        ACG,
      ),
    ).toMatchObject({ oAuthRedirectURI: 'Enter an http or https URI.' })
    expect(
      fieldMessages(
        1,
        {
          oAuthApplicationType: 'native',
          oAuthRedirectURI: 'http://localhost:3000/cb',
          attestationChecked: true,
        },
        ACG,
      ),
    ).toEqual({})
  })

  test('The redirect URI follows the one rule: the spec words missing, invalid and other schemes; the rest say what to change (R-REDIRECT-URI)', () => {
    const message = (uri: string) =>
      fieldMessages(
        1,
        {
          oAuthApplicationType: 'web',
          oAuthRedirectURI: uri,
          attestationChecked: true,
        },
        ACG,
      ).oAuthRedirectURI
    expect(message('not a url')).toBe('Enter an http or https URI.')
    expect(message('  ')).toBe('Enter an http or https URI.')
    expect(message('javascript:alert(1)')).toBe('Enter an http or https URI.')
    expect(message('http://app.example.org/cb')).toBe(
      'Enter an https URI: http is allowed only for localhost',
    )
    expect(message('https://app.example.org/cb#frag')).toBe(
      'Remove the fragment (the part from #): a redirect URI cannot have one',
    )
    expect(message('https://*.example.org/cb')).toBe(
      'Enter the exact host name: a redirect URI cannot contain a wildcard (*)',
    )
    expect(message('https://app.example.org/<b>x</b>')).toBe(
      'Remove the < and > characters: a redirect URI cannot contain HTML',
    )
    expect(message(' https://app.example.org/cb ')).toBeUndefined()
  })

  test('A CCG API needs a valid RSA public JWK', () => {
    expect(fieldMessages(1, {}, CCG)).toEqual({
      oAuthPublicKey: 'Enter your oAuthPublicKey',
    })
    expect(fieldMessages(1, { oAuthPublicKey: '{"kty":"EC"}' }, CCG)).toEqual({
      oAuthPublicKey: 'Invalid key submitted',
    })
    expect(fieldMessages(1, { oAuthPublicKey: 'not json' }, CCG)).toEqual({
      oAuthPublicKey: 'Invalid key submitted',
    })
    expect(fieldMessages(1, { oAuthPublicKey: JWK }, CCG)).toEqual({})
  })

  test('An API that requires ethics attestation needs the Ethics Principles agreed', () => {
    expect(
      fieldMessages(
        1,
        { oAuthApplicationType: 'web', oAuthRedirectURI: 'https://a.org/cb' },
        HEALTH,
      ),
    ).toEqual({
      ethicsPrinciplesAttested:
        'You must agree to the Ethics Principles for Access to and Use of Veteran Data.',
    })
  })
})
