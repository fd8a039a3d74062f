import { expect, test } from 'vitest'
import { REVIEW_TEMPLATES } from './production-review-templates.ts'
import { renderEmail } from './templates.ts'

const PAYLOAD = {
  requestId: 'a1b2',
  appName: 'Engine <Finder>',
  organization: 'Analytical & Engines',
  message: '<script>alert("x")</script>\nSecond line',
  demo: {
    at: '2026-07-15T18:00:00.000Z',
    meetingLink: 'https://meet.example.gov/a?b=1&c=2',
  },
  statusUrl: 'https://developer.va.gov/production-access/status/a1b2/sig',
}

test('Each move has its own template and subject, all with the status link', () => {
  const subjects = Object.values(REVIEW_TEMPLATES).map((template) => {
    const mail = renderEmail(template, 'ada@lovelace.dev', PAYLOAD, '')
    expect(mail.to).toBe('ada@lovelace.dev')
    expect(mail.text).toContain(PAYLOAD.statusUrl)
    expect(mail.html).toContain(`href="${PAYLOAD.statusUrl}"`)
    return mail.subject
  })
  expect(subjects).toEqual([
    'Your production access request is in review',
    'Changes requested on your production access request',
    'We received your answer',
    'Your demo is scheduled',
    'Your production access request is approved',
    'Your production access request was denied',
    'Your production access request is withdrawn',
  ])
})

test('Typed text is quoted as typed in the text part and escaped in the HTML part (R-REVIEW-ESCAPE)', () => {
  const mail = renderEmail(
    REVIEW_TEMPLATES.request_changes,
    'ada@lovelace.dev',
    PAYLOAD,
    '',
  )
  expect(mail.text).toContain('> <script>alert("x")</script>\n> Second line')
  expect(mail.html).not.toContain('<script>')
  expect(mail.html).toContain(
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
  )
  expect(mail.html).toContain(
    'Engine &lt;Finder&gt; (Analytical &amp; Engines)',
  )
})

test('The demo email names the date in Eastern Time and links the meeting', () => {
  const mail = renderEmail(
    REVIEW_TEMPLATES.schedule_demo,
    'ada@lovelace.dev',
    PAYLOAD,
    '',
  )
  expect(mail.text).toContain('Wednesday, July 15, 2026 at 2:00 PM EDT')
  expect(mail.text).toContain(
    'Join the meeting:\nhttps://meet.example.gov/a?b=1&c=2',
  )
  expect(mail.html).toContain('href="https://meet.example.gov/a?b=1&amp;c=2"')
})

test('The confirmation carries the status link when the payload has one', () => {
  const mail = renderEmail(
    'production-request-confirmation',
    'ada@lovelace.dev',
    {
      requestId: 'a1b2',
      apiNames: ['VA Facilities API (apikey/facilities)'],
      request: {
        appName: 'Engine Finder',
        organization: 'Engines',
        primaryContact: {
          firstName: 'Ada',
          lastName: 'L',
          email: 'ada@lovelace.dev',
        },
      },
      statusUrl: PAYLOAD.statusUrl,
    },
    'https://developer.va.gov',
  )
  expect(mail.text).toContain(
    `Follow your request, answer our questions and see your demo date here:\n${PAYLOAD.statusUrl}`,
  )
})
