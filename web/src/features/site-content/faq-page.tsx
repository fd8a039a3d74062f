import { Fragment } from 'react'
import { FAQ } from '@portal/schema/content/faq'
import { Accordion } from '#web/components/ui/accordion.tsx'
import { MarkdownNodes } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'

/** /support/faq: common questions in three groups; the text is shared with its markdown twin. */
export function FaqPage() {
  return (
    <div className="grid-container page-content usa-prose">
      <PageTitle title={FAQ.documentTitle} description={FAQ.description} />
      <h1>{FAQ.title}</h1>
      {FAQ.groups.map((group) => (
        <Fragment key={group.id}>
          <h2>{group.heading}</h2>
          <Accordion
            bordered
            multiselectable
            items={group.entries.map((entry, index) => ({
              id: `${group.id}-${index + 1}`,
              title: entry.question,
              content: (
                <p>
                  <MarkdownNodes nodes={entry.answer} />
                </p>
              ),
              expanded: false,
              headingLevel: 'h3' as const,
            }))}
          />
        </Fragment>
      ))}
    </div>
  )
}
