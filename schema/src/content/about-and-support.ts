import {
  a,
  cardsMarkdown,
  h2,
  inline,
  li,
  markdownOfTree,
  p,
  type ContentCard,
} from './content-page.ts'
import type { MarkdownElement, MarkdownNode } from '../markdown-tree.ts'

// The about and support pages (R-DOCS-MARKDOWN-PAGES): card groups and figures, so their twins are
// written from the data the pages render rather than the pages being one markdown body.

/** /support: where to find answers, and how to reach us. */
export const SUPPORT = {
  path: '/support',
  title: 'Support',
  description:
    'Get help with the VA API Platform: read the FAQ or contact the support team.',
  intro:
    'Find answers to common questions, or contact us. We answer within one business day.',
  cards: [
    {
      heading: 'FAQ',
      body: 'Answers about our APIs, sandbox and production access, and common problems.',
      to: '/support/faq',
      action: 'Read the FAQ',
    },
    {
      heading: 'Contact us',
      body: 'Ask a question, report a problem, or tell us about an API you want to publish.',
      to: '/support/contact-us',
      action: 'Contact us',
    },
  ] satisfies ContentCard[],
}

/** The support page's markdown twin. */
export function supportMarkdown(): string {
  return [
    `# ${SUPPORT.title}`,
    SUPPORT.intro,
    cardsMarkdown(SUPPORT.cards),
    '',
  ].join('\n\n')
}

const ol = (...children: MarkdownNode[]): MarkdownElement => [
  'ol',
  null,
  ...children,
]

/** /about: what the platform is, what we promise, and the journey to production. */
export const ABOUT = {
  path: '/about',
  title: 'About the VA API Platform',
  documentTitle: 'About',
  description:
    'What the VA API Platform is, who it serves and how it helps developers build for Veterans.',
  intro:
    'The VA API Platform gives approved individuals and organizations no-cost access to VA data, so they can build apps that serve Veterans.',
  /** The platform in numbers: each figure shown in bold before its label. */
  stats: [
    { figure: 'Over 99%', label: 'uptime' },
    { figure: 'Over 250', label: 'consumers in production' },
    { figure: 'Over 20', label: 'APIs added' },
  ],
  cards: [
    {
      heading: 'Working with our APIs',
      body: 'Rate limits, environments and tokens: what to know when your app runs against VA APIs.',
      to: '/production-access/working-with-va-apis',
      action: 'Working with VA APIs',
    },
    {
      heading: 'Production access',
      body: 'From sandbox to production: the steps, what we review and how long it takes.',
      to: '/production-access',
      action: 'Production access process',
    },
    {
      heading: 'Explore our APIs',
      body: 'Benefits, health, facilities, forms and Veteran verification APIs, with docs and sandbox test data.',
      to: '/explore',
      action: 'Explore APIs',
    },
  ] satisfies ContentCard[],
  body: [
    h2('free', 'Free, and safe for Veterans'),
    p(
      'Access to all of our APIs is free. We never charge fees. Monetizing or selling Veteran data is not allowed.',
    ),
    h2('journey', 'The journey to production'),
    ol(
      li('Browse the API catalogue and read the docs.'),
      li(
        'Get sandbox access (instant when you ask for an API key) and test with our test users.',
      ),
      li(
        'Submit a production access request. We review it in about 1 to 2 weeks.',
      ),
      li(
        'Show us a demo, scheduled about a week after any requested changes are made.',
      ),
      li('Get production access, about 1 to 4 months after the demo.'),
    ),
    p(
      'All in all, open data APIs usually take 1 to 3 months and other APIs 1 to 6 months. Read the ',
      a('/about/news', 'latest news'),
      '.',
    ),
  ],
}

/** The about page's markdown twin. */
export function aboutMarkdown(): string {
  return [
    `# ${ABOUT.title}`,
    ABOUT.intro,
    ABOUT.stats
      .map(
        (stat) => `- ${inline([['strong', null, stat.figure]])} ${stat.label}`,
      )
      .join('\n'),
    cardsMarkdown(ABOUT.cards),
    markdownOfTree(ABOUT.body),
    '',
  ].join('\n\n')
}
