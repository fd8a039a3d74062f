import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Accordion } from '#web/components/ui/accordion.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'

function items(prefix: string, entries: [string, ReactNode][]) {
  return entries.map(([title, content], index) => ({
    id: `${prefix}-${index + 1}`,
    title,
    content,
    expanded: false,
    headingLevel: 'h3' as const,
  }))
}

const GENERAL = items('general', [
  [
    'Does it cost anything to use VA APIs?',
    <p key="a">
      No. Access to all of our APIs is free and we never charge fees. Selling or
      monetizing Veteran data is not allowed.
    </p>,
  ],
  [
    'Who can get production access?',
    <p key="a">
      Individuals, companies and organizations based in the United States whose
      apps serve Veterans and pass our review. Some APIs are restricted to VA
      teams and approved partners.
    </p>,
  ],
  [
    'I am a Veteran. Can I apply for benefits here?',
    <p key="a">
      No. This site is for software developers. Go to{' '}
      <a href="https://www.va.gov/">VA.gov</a> to apply for and manage your
      benefits.
    </p>,
  ],
])

const DEVELOPMENT = items('development', [
  [
    'How do I get sandbox access?',
    <p key="a">
      Open an API from <Link to="/explore">Explore APIs</Link> and choose
      Sandbox access. API keys and OAuth credentials are issued at once and sent
      to your email with a link to the test users.
    </p>,
  ],
  [
    'Which authorization does an API use?',
    <p key="a">
      APIs without personal information use an API key. APIs with personal or
      health information use OAuth: Authorization Code Grant when a Veteran
      signs in, Client Credentials Grant for system-to-system access.
    </p>,
  ],
  [
    'What are the rate limits?',
    <p key="a">
      60 requests per minute. Read about{' '}
      <Link to="/production-access/working-with-va-apis#rate-limiting">
        rate limiting
      </Link>
      .
    </p>,
  ],
])

const TROUBLESHOOTING = items('troubleshooting', [
  [
    'My requests get 401 Unauthorized.',
    <p key="a">
      Check that you send the sandbox key or token to a sandbox host, and that
      the token has not expired. Client Credentials tokens last 5 minutes.
    </p>,
  ],
  [
    'My requests get 429 Too Many Requests.',
    <p key="a">
      You went over the rate limit. Wait for the window to reset; the{' '}
      <code>RateLimit-Reset</code> header says when.
    </p>,
  ],
  [
    'How do I get help?',
    <p key="a">
      <Link to="/support/contact-us">Contact us</Link>. We answer within one
      business day.
    </p>,
  ],
])

/** /support/faq: common questions in three groups. */
export function FaqPage() {
  return (
    <div className="grid-container page-content usa-prose">
      <PageTitle
        title="FAQ"
        description="Answers to common questions about the VA API Platform, its APIs, development and troubleshooting."
      />
      <h1>Frequently asked questions</h1>
      <h2>General</h2>
      <Accordion bordered multiselectable items={GENERAL} />
      <h2>Development</h2>
      <Accordion bordered multiselectable items={DEVELOPMENT} />
      <h2>Troubleshooting/Support</h2>
      <Accordion bordered multiselectable items={TROUBLESHOOTING} />
    </div>
  )
}
