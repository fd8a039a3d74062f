import type { MarkdownTree } from '../markdown-tree.ts'
import { a, h2, li, markdownOfTree, p, ul } from './content-page.ts'
import { PRODUCTION_ACCESS_FORM_PATH } from './content-paths.ts'

/** A section of the "What the form needs" accordion. */
export interface FormNeed {
  id: string
  title: string
  content: MarkdownTree
}

/**
 * /production-access/request-prod-access: what to have ready, and the way to the form
 * (R-DOCS-MARKDOWN-PAGES). The page shows `formNeeds` as an accordion, so its twin is written
 * from this data rather than the page being one markdown body.
 */
export const REQUEST_PRODUCTION_ACCESS = {
  path: '/production-access/request-prod-access',
  title: 'Request production access',
  description:
    'What your app and organization need before you apply for production access.',
  intro:
    'Before you apply, make sure your app is ready and you have what the form asks for. Progress on the form is not saved, so gather everything first.',
  prerequisites: [
    h2('prerequisites', 'Prerequisites'),
    ul(
      li('You have sandbox access and your app works against our sandbox.'),
      li('Your company or organization is based in the United States.'),
      li(
        'Your app meets our ',
        a('/terms-of-service', 'terms of service'),
        ' and does not sell or monetize Veteran data.',
      ),
      li(
        'Your app is accessible: it meets Section 508 of the Rehabilitation Act.',
      ),
    ),
  ],
  start: { to: PRODUCTION_ACCESS_FORM_PATH, label: 'Start your application' },
  formNeedsHeading: 'What the form needs',
  formNeeds: [
    {
      id: 'form-basic-information',
      title: 'Basic information',
      content: [
        ul(
          li('The APIs you need in production.'),
          li(
            'Your company or organization: its name, US address and phone number. Only US-based companies are granted access.',
          ),
          li(
            'A primary and a secondary contact, and the email addresses that should get status updates about your request.',
          ),
          li(
            'Your app: its name, the value it brings to Veterans, your business model, and whether it is Veteran-facing (then its website, sign-up and support links, platforms and description).',
          ),
          li('Your app’s logo, as a PNG or JPEG file of up to 10 MB.'),
        ),
      ],
    },
    {
      id: 'form-technical-information',
      title: 'Technical information',
      content: [
        ul(
          li(
            'How you store production keys or OAuth credentials, and whether you store personally identifiable or protected health information (PII or PHI) and how you protect it.',
          ),
          li(
            'How you handle breaches and vulnerabilities, and whether Veteran information is shared with third parties.',
          ),
          li(
            'For OAuth APIs: the scopes you need, your application type, redirect URI, or your RSA public key in JSON Web Key (JWK) format.',
          ),
          li(
            'For some APIs: how you distribute API keys to your customers and whether your app is listed on the My Health application page.',
          ),
        ),
      ],
    },
    {
      id: 'form-privacy-and-terms',
      title: 'Privacy policy and terms of service',
      content: [
        p(
          'Veteran-facing apps need a public privacy policy and terms of service. Your privacy policy must:',
        ),
        ul(
          li(
            'Be easy to read: reading grade 12 or below, a font of at least 14px, and a contrast of at least 4.5:1.',
          ),
          li(
            'Say what data you collect, why, who you share it with, and how long you keep it.',
          ),
          li(
            'Explain how users can ask for their data to be deleted, and promise to delete it within 45 days of a request.',
          ),
        ),
      ],
    },
  ] satisfies FormNeed[],
}

/** The page's markdown twin: the prerequisites, the form link, then each accordion section. */
export function requestProductionAccessMarkdown(): string {
  const page = REQUEST_PRODUCTION_ACCESS
  return [
    `# ${page.title}`,
    page.intro,
    markdownOfTree(page.prerequisites),
    `[${page.start.label}](${page.start.to})`,
    `## ${page.formNeedsHeading}`,
    ...page.formNeeds.flatMap((need) => [
      `### ${need.title}`,
      markdownOfTree(need.content),
    ]),
    '',
  ].join('\n\n')
}
