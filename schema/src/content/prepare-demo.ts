import { h2, li, markdownOfTree, p, strong, ul } from './content-page.ts'

/** A note for the demo of one API or API group; `internalOnly` shows the "Internal VA use only" tag. */
export interface DemoNote {
  api: string
  internalOnly: boolean
  text: string
}

/** The tag beside an API that is for VA teams and approved partners only. */
export const INTERNAL_ONLY_LABEL = 'Internal VA use only'

/**
 * /production-access/prepare-for-and-complete-a-demo: what the demo covers, API by API
 * (R-DOCS-MARKDOWN-PAGES). The notes carry tags, so the twin is written from this data.
 */
export const PREPARE_DEMO = {
  path: '/production-access/prepare-for-and-complete-a-demo',
  title: 'Prepare for and complete a demo',
  description:
    'What the production access demo covers, with notes for specific APIs.',
  intro:
    'After we review your request, we meet with you to see your app work. Demos last 30 to 60 minutes and happen by video call.',
  body: [
    h2('what-we-cover', 'What we cover'),
    ul(
      li(
        strong('User flows:'),
        ' how a user signs in, gives consent and uses VA data in your app.',
      ),
      li(
        strong('Data flows:'),
        ' where VA data goes, where you store it and how you protect it.',
      ),
      li(
        strong('Open issues:'),
        ' anything from our review that is not resolved yet.',
      ),
    ),
    p(
      'Use your sandbox credentials and test users for the demo. Never show real Veteran data.',
    ),
  ],
  notesHeading: 'Notes for specific APIs',
  notes: [
    {
      api: 'Benefits Intake API',
      internalOnly: false,
      text: 'Show how documents are uploaded, how you check their status, and how you tell users that a submission was received or failed.',
    },
    {
      api: 'Health APIs',
      internalOnly: false,
      text: 'Your app must show a disclaimer that the health information comes from VA and may not be complete, and that users should talk to their care team about it. Show us where the disclaimer appears.',
    },
    {
      api: 'Veteran Service History and Eligibility API',
      internalOnly: false,
      text: 'Show how you use service history and eligibility data, and that you only ask for the data your app needs.',
    },
    {
      api: 'Appeals APIs',
      internalOnly: true,
      text: 'These APIs are for VA teams and approved partners. Show how representatives file and track appeals on a Veteran’s behalf.',
    },
    {
      api: 'Loan Guaranty APIs',
      internalOnly: true,
      text: 'Show how lenders submit and track loan documents and how you protect borrower information.',
    },
    {
      api: 'Address Validation API',
      internalOnly: true,
      text: 'Show how suggested addresses are presented and how users confirm or correct them.',
    },
  ] satisfies DemoNote[],
}

/** The page's markdown twin: the body, then each API's note (its tag in bold under its heading). */
export function prepareDemoMarkdown(): string {
  const page = PREPARE_DEMO
  return [
    `# ${page.title}`,
    page.intro,
    markdownOfTree(page.body),
    `## ${page.notesHeading}`,
    ...page.notes.flatMap((note) => [
      `### ${note.api}`,
      ...(note.internalOnly ? [`**${INTERNAL_ONLY_LABEL}**`] : []),
      note.text,
    ]),
    '',
  ].join('\n\n')
}
