import {
  RATE_LIMIT_HEADERS,
  SANDBOX_REQUESTS_PER_MINUTE,
} from '../sandbox-rate-limit.ts'
import type { MarkdownNode } from '../markdown-tree.ts'
import { a, code, inline } from './content-page.ts'

/** A question of the FAQ and its one-paragraph answer (inline nodes). */
export interface FaqEntry {
  question: string
  answer: MarkdownNode[]
}

/** A group of questions: the accordion's id prefix, its heading and its entries. */
export interface FaqGroup {
  id: string
  heading: string
  entries: FaqEntry[]
}

/** /support/faq: the page's data (R-DOCS-MARKDOWN-PAGES); the page shows each group as an accordion. */
export const FAQ = {
  path: '/support/faq',
  title: 'Frequently asked questions',
  documentTitle: 'FAQ',
  description:
    'Answers to common questions about the VA API Platform, its APIs, development and troubleshooting.',
  groups: [
    {
      id: 'general',
      heading: 'General',
      entries: [
        {
          question: 'Does it cost anything to use VA APIs?',
          answer: [
            'No. Access to all of our APIs is free and we never charge fees. Selling or monetizing Veteran data is not allowed.',
          ],
        },
        {
          question: 'Who can get production access?',
          answer: [
            'Individuals, companies and organizations based in the United States whose apps serve Veterans and pass our review. Some APIs are restricted to VA teams and approved partners.',
          ],
        },
        {
          question: 'I am a Veteran. Can I apply for benefits here?',
          answer: [
            'No. This site is for software developers. Go to ',
            a('https://www.va.gov/', 'VA.gov'),
            ' to apply for and manage your benefits.',
          ],
        },
      ],
    },
    {
      id: 'development',
      heading: 'Development',
      entries: [
        {
          question: 'How do I get sandbox access?',
          answer: [
            'Open an API from ',
            a('/explore', 'Explore APIs'),
            ' and choose Sandbox access. API keys and OAuth credentials are issued at once and sent to your email with a link to the test users.',
          ],
        },
        {
          question: 'Which authorization does an API use?',
          answer: [
            'APIs without personal information use an API key. APIs with personal or health information use OAuth: Authorization Code Grant when a Veteran signs in, Client Credentials Grant for system-to-system access.',
          ],
        },
        {
          question: 'What are the rate limits?',
          answer: [
            `${SANDBOX_REQUESTS_PER_MINUTE} requests per minute. Read about `,
            a(
              '/production-access/working-with-va-apis#rate-limiting',
              'rate limiting',
            ),
            '.',
          ],
        },
      ],
    },
    {
      id: 'troubleshooting',
      heading: 'Troubleshooting/Support',
      entries: [
        {
          question: 'My requests get 401 Unauthorized.',
          answer: [
            'Check that you send the sandbox key or token to a sandbox host, and that the token has not expired. Client Credentials tokens last 5 minutes.',
          ],
        },
        {
          question: 'My requests get 429 Too Many Requests.',
          answer: [
            'You went over the rate limit. Wait for the window to reset; the ',
            code(RATE_LIMIT_HEADERS.reset),
            ' header says when.',
          ],
        },
        {
          question: 'How do I get help?',
          answer: [
            a('/support/contact-us', 'Contact us'),
            '. We answer within one business day.',
          ],
        },
      ],
    },
  ] satisfies FaqGroup[],
}

/** The FAQ's markdown twin: each group a section, each question a heading over its answer. */
export function faqMarkdown(): string {
  return [
    `# ${FAQ.title}`,
    ...FAQ.groups.flatMap((group) => [
      `## ${group.heading}`,
      ...group.entries.flatMap((entry) => [
        `### ${entry.question}`,
        inline(entry.answer),
      ]),
    ]),
    '',
  ].join('\n\n')
}
