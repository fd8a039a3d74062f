import { RESTRICTED_ACCESS_RENDERERS } from './restricted-access-templates.ts'
import { expect, test } from 'vitest'
import { EMAIL_TEMPLATES, renderEmail } from './templates.ts'
import { REVIEW_TEMPLATES } from './production-review-templates.ts'

const ORIGIN = 'https://developer.va.gov'
const STATUS_URL = `${ORIGIN}/production-access/status/6f1c2a4e-0000-4000-8000-000000000001/c2lnbmF0dXJl`

const support = {
  type: 'DEFAULT',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@lovelace.dev',
  role: 'Developer',
  description: 'My key <b>expired</b> & I need a new one.',
  requestId: 'a1b2',
}

const productionRequest = {
  requestId: 'c3d4',
  apiNames: ['VA Facilities API'],
  request: {
    appName: 'Engine <Finder>',
    organization: 'Analytical Engines',
    primaryContact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@lovelace.dev',
    },
  },
  statusUrl: STATUS_URL,
}

const review = {
  requestId: 'c3d4',
  appName: 'Engine Finder',
  organization: 'Analytical Engines',
  message: 'Add a <b>privacy</b> link.',
  demo: {
    at: '2031-05-01T18:30:00.000Z',
    meetingLink: 'https://meet.example.gov/x',
  },
  statusUrl: STATUS_URL,
}

// One payload per kind of email, as its store writes it.
const SAMPLES: Record<string, Record<string, unknown>> = {
  'sandbox-welcome': {
    firstName: 'Ada',
    apis: [
      {
        name: 'VA Facilities API',
        urlSlug: 'va-facilities',
        authType: 'apikey',
      },
    ],
    kongUsername: 'AnalyticalLovelace7f3a',
    credentials: [{ kind: 'apikey', clientId: null, keyPrefix: 'abcd1234' }],
    testDataUrl: null,
    credentialsUrl: `${ORIGIN}/sandbox-credentials/u/h`,
  },
  'support-request': support,
  'support-confirmation': support,
  'support-reply': {
    requestId: 'a1b2',
    firstName: 'Ada',
    reply: 'Try <this>.',
    replyTo: 'api@va.gov',
  },
  'production-request-confirmation': productionRequest,
  'production-request': productionRequest,
  'credential-change': {
    firstName: 'Ada',
    action: 'API key rotated',
    detail: 'The old key stops working in 24 hours.',
    address: '203.0.113.7',
    at: '2031-05-01T18:30:00.000Z',
    pageUrl: `${ORIGIN}/sandbox-credentials/u/h`,
  },
  'credential-link': {
    firstName: 'Ada',
    pageUrl: `${ORIGIN}/sandbox-credentials/u/h`,
  },
  'redirect-uri-repair': {
    firstName: 'Ada',
    clientId: '0oa1',
    repaired: [{ from: 'https://app.dev/cb#x', to: 'https://app.dev/cb' }],
    setAside: [{ uri: 'https://*.dev/cb', reason: 'a wildcard' }],
    kept: ['https://app.dev/cb'],
    pageUrl: `${ORIGIN}/sandbox-credentials/u/h`,
  },
  'account-sign-in': {
    link: `${ORIGIN}/account/sign-in#token=abc`,
    code: '012345',
    minutes: 15,
  },
  'team-invitation': {
    teamName: 'Analytical Engines',
    role: 'developer',
    invitedBy: 'ada@lovelace.dev',
    link: `${ORIGIN}/account/invitation#token=abc`,
    days: 7,
  },
  'account-deleted': {
    revokedCredentials: 2,
    retention: ['At once: your name is removed.'],
  },
  'app-deleted': {
    appName: 'Claims helper',
    teamName: 'Ada Lovelace’s team',
    deletedBy: 'ada@example.com',
    revokedCredentials: 2,
    at: '2031-05-01T12:00:00.000Z',
  },
  'release-notes-confirm': {
    apiName: 'VA Facilities API',
    confirmUrl: `${ORIGIN}/subscriptions/release-notes/confirm/s/h`,
    days: 7,
  },
  'release-note': {
    apiName: 'VA Facilities API',
    heading: 'May 1, 2031',
    markdown: 'New field.',
    html: '<p>New field.</p>',
    pageUrl: `${ORIGIN}/explore/api/va-facilities/release-notes`,
    feedUrl: `${ORIGIN}/explore/api/va-facilities/release-notes.atom`,
    unsubscribeUrl: `${ORIGIN}/subscriptions/release-notes/unsubscribe/s/h`,
    oneClickUrl: `${ORIGIN}/platform-backend/v0/x/unsubscribe`,
  },
  'deprecation-notice': {
    kind: 'published',
    apiName: 'VA Facilities <API>',
    urlSlug: 'va-facilities',
    deprecationDate: '2031-05-01T00:00:00-04:00',
    deactivationDate: '2031-12-01T00:00:00-05:00',
    replacement: 'VA Facilities API v1',
    unsubscribeUrl: `${ORIGIN}/platform-backend/v0/deprecation-notices/n/unsubscribe`,
  },
  ...Object.fromEntries(
    Object.values(REVIEW_TEMPLATES).map((template) => [template, review]),
  ),
  ...Object.fromEntries(
    Object.keys(RESTRICTED_ACCESS_RENDERERS).map((template) => [
      template,
      {
        requestId: 'r1',
        firstName: 'Grace',
        apiName: 'Appeals Status API',
        reason: 'The agreement <ended>.',
        statusUrl: `${ORIGIN}/restricted-access/status/r1/s`,
      },
    ]),
  ),
}

test('Every kind of email the outbox sends has a sample here', () => {
  expect(Object.keys(SAMPLES).sort()).toEqual([...EMAIL_TEMPLATES].sort())
})

test.each(EMAIL_TEMPLATES)(
  'The %s email has a text and an HTML part that say the same, with its links clickable (R-EMAIL-HTML)',
  (template) => {
    const mail = renderEmail(
      template,
      'ada@lovelace.dev',
      SAMPLES[template] ?? {},
      ORIGIN,
    )
    expect(mail.text.trim()).not.toBe('')
    expect(mail.html).toMatch(/<(p|h1)>[^<]*\w/)
    // No tag anyone typed reaches the HTML unescaped.
    expect(mail.html).not.toMatch(/<(b|this|Finder)>/)
    const urls = (mail.text.match(/https:\/\/[^\s<>"']+[^\s<>"'.,]/g) ?? [])
      // A redirect URI the email quotes as rejected (a wildcard) is text, not a link.
      .filter((url) => !url.includes('*'))
    for (const url of urls)
      expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`)
  },
)
