import { Fragment } from 'react'
import {
  INTERNAL_ONLY_LABEL,
  PREPARE_DEMO as PAGE,
} from '@portal/schema/content/prepare-demo'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ProductionAccessPage } from './production-access-nav.tsx'

/** /production-access/prepare-for-and-complete-a-demo: what the demo covers, API by API; the text is shared with its markdown twin. */
export function PrepareDemo() {
  return (
    <ProductionAccessPage>
      <PageTitle title={PAGE.title} description={PAGE.description} />
      <h1>{PAGE.title}</h1>
      <p className="usa-intro">{PAGE.intro}</p>
      <MarkdownContent tree={PAGE.body} />
      <h2>{PAGE.notesHeading}</h2>
      <div className="demo-notes">
        {PAGE.notes.map((note) => (
          <Fragment key={note.api}>
            <h3>
              {note.api}
              {note.internalOnly ? (
                <>
                  {' '}
                  <span className="usa-tag usa-tag--big demo-notes__tag">
                    {INTERNAL_ONLY_LABEL}
                  </span>
                </>
              ) : null}
            </h3>
            <p>{note.text}</p>
          </Fragment>
        ))}
      </div>
    </ProductionAccessPage>
  )
}
