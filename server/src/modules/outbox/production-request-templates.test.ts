import { expect, test } from 'vitest'
import { renderEmail } from './templates.ts'

const PAYLOAD = {
  requestId: 'a1b2',
  apiNames: ['VA Facilities API (apikey/facilities)'],
  request: {
    apis: 'apikey/facilities',
    appName: 'Engine Finder',
    organization: 'Analytical Engines',
    primaryContact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@lovelace.dev',
    },
    veteranFacing: false,
    statusUpdateEmails: ['status@lovelace.dev'],
  },
}

test('The confirmation names the app, the APIs, the next steps and the request id', () => {
  const mail = renderEmail(
    'production-request-confirmation',
    'status@lovelace.dev',
    PAYLOAD,
    'https://developer.va.gov',
  )
  expect(mail).toMatchObject({
    to: 'status@lovelace.dev',
    subject: 'We received your production access request',
  })
  expect(mail.text).toContain('Engine Finder (Analytical Engines)')
  expect(mail.text).toContain('- VA Facilities API (apikey/facilities)')
  expect(mail.text).toContain(
    'https://developer.va.gov/production-access/request-prod-access',
  )
  expect(mail.text).toContain('a1b2')
})

test('The support copy lists every answer and replies to the primary contact', () => {
  const mail = renderEmail('production-request', 'api@va.gov', PAYLOAD, '')
  expect(mail).toMatchObject({
    replyTo: 'ada@lovelace.dev',
    subject: 'Production access request: Analytical Engines, Engine Finder',
  })
  expect(mail.text).toContain('primaryContact.email: ada@lovelace.dev')
  expect(mail.text).toContain('veteranFacing: no')
  expect(mail.text).toContain('statusUpdateEmails: status@lovelace.dev')
})

test('The confirmation names the logo by the file name the applicant chose (R-LOGO-FILE-NAME)', () => {
  const mail = renderEmail(
    'production-request-confirmation',
    'status@lovelace.dev',
    {
      ...PAYLOAD,
      request: {
        ...PAYLOAD.request,
        logoLarge:
          'https://developer.va.gov/platform-backend/v0/consumers/logos/original/6f1c2a4e-0000-4000-8000-000000000002/logo.png',
        logoFileName: 'Logo de l’équipe – 日本.png',
      },
    },
    'https://developer.va.gov',
  )
  expect(mail.text).toContain('Your app logo: Logo de l’équipe – 日本.png')
  expect(mail.html).toContain('Logo de l’équipe – 日本.png')
})
