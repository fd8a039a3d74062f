import { expect, test } from 'vitest'
import { renderEmail } from './templates.ts'

const ORIGIN = 'https://developer.va.gov'
const PAGE = `${ORIGIN}/sandbox-credentials/u1/h1`

test('Every welcome email links the credentials page, with or without test data (R-CARE-LINK)', () => {
  const mail = renderEmail(
    'sandbox-welcome',
    'ada@lovelace.dev',
    {
      firstName: 'Ada',
      apis: [{ name: 'VA Forms API', urlSlug: 'va-forms', authType: 'apikey' }],
      kongUsername: 'AdaLovelace123abc',
      credentials: [{ kind: 'apikey', clientId: null, keyPrefix: 'abcd1234' }],
      testDataUrl: null,
      credentialsUrl: PAGE,
    },
    ORIGIN,
  )
  expect(mail.text).toContain(
    `Rotate, revoke and watch the usage of your sandbox credentials:\n${PAGE}`,
  )
  expect(mail.text).not.toContain('test users')
})

test('A change is told with what, when, from where, and the page (R-CARE-AUDIT)', () => {
  const mail = renderEmail(
    'credential-change',
    'ada@lovelace.dev',
    {
      firstName: 'Ada',
      action: 'Rotated the API key',
      detail: 'New one starts abcd1234. The old one stopped working at once.',
      address: '203.0.113.9',
      at: '2026-11-24T16:00:00.000Z',
      pageUrl: PAGE,
    },
    ORIGIN,
  )
  expect(mail.subject).toBe(
    'Your sandbox credentials changed: Rotated the API key',
  )
  expect(mail.text).toContain('Rotated the API key.\nNew one starts abcd1234.')
  expect(mail.text).toContain('When: 2026-11-24T16:00:00.000Z')
  expect(mail.text).toContain('From address: 203.0.113.9')
  expect(mail.text).toContain(PAGE)
  expect(mail.text).toContain('If you did not make this change')
})

test('The asked-for link says older links still work (R-CARE-NEW-LINK)', () => {
  const mail = renderEmail(
    'credential-link',
    'ada@lovelace.dev',
    { firstName: 'Ada', pageUrl: PAGE },
    ORIGIN,
  )
  expect(mail.subject).toBe('Your sandbox credentials link')
  expect(mail.text).toContain(PAGE)
  expect(mail.text).toContain('Links sent before keep working')
})
