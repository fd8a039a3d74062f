import type { ContentPage } from '@portal/schema/content/content-page'
import { MarkdownContent } from './markdown.tsx'
import { PageTitle } from './page-title.tsx'

/**
 * A public content page's text from its shared data (R-DOCS-MARKDOWN-PAGES): the title, the
 * h1, the intro and the body, the same data the server serves as the page's markdown twin.
 */
export function ContentPageText({ page }: { page: ContentPage }) {
  return (
    <>
      <PageTitle title={page.title} description={page.description} />
      <h1>{page.title}</h1>
      <p className="usa-intro">{page.intro}</p>
      <MarkdownContent tree={page.body} />
    </>
  )
}
