import type { ContentPage } from '@portal/schema/content/content-page'
import { DelayNotice } from './delay-notice.tsx'
import { MarkdownContent, MarkdownNodes } from './markdown.tsx'
import { PageTitle } from './page-title.tsx'

/**
 * A public content page's text from its shared data (R-DOCS-MARKDOWN-PAGES): the title, the h1,
 * the notice, the intro, the body and the process steps, the same data the server serves as the
 * page's markdown twin.
 */
export function ContentPageText({ page }: { page: ContentPage }) {
  const StepHeading = page.steps?.level ?? 'h2'
  return (
    <>
      <PageTitle title={page.title} description={page.description} />
      <h1>{page.title}</h1>
      {/* The one notice a content page has: the production access delays. */}
      {page.notice ? <DelayNotice /> : null}
      {page.intro ? <p className="usa-intro">{page.intro}</p> : null}
      {page.body.length > 0 ? <MarkdownContent tree={page.body} /> : null}
      {page.steps ? (
        <ol className="usa-process-list">
          {page.steps.items.map((step) => (
            <li key={step.heading} className="usa-process-list__item">
              <StepHeading className="usa-process-list__heading">
                {step.heading}
              </StepHeading>
              <p>
                <MarkdownNodes nodes={step.text} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  )
}
