import type { ApiEntryPreview } from '@portal/schema/api-entry'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'

/** Props of EntryPreview. */
export interface EntryPreviewProps {
  preview: ApiEntryPreview
}

/**
 * The API's public pages as they will look once published (R-ENTRY-PREVIEW): the texts rendered
 * by the server with the public pages' sanitizing renderer, shown with their component.
 */
export function EntryPreview({ preview }: EntryPreviewProps) {
  const { api, content, categoryName } = preview
  const [intro] = content.docIntros
  return (
    <section
      className="api-entry-preview"
      aria-labelledby="entry-preview-heading"
    >
      <h2
        id="entry-preview-heading"
        tabIndex={-1}
        ref={(heading) => heading?.focus()}
      >
        Preview of the public pages
      </h2>
      <p className="usa-hint">
        Not published yet. The API’s pages will be at /explore/api/
        {api.urlSlug}, in {categoryName}.
      </p>
      <div className="api-entry-preview__page">
        <h3>Overview: {api.name}</h3>
        <p className="usa-intro">{api.description}</p>
        {content.deprecationNotice ? (
          <div className="usa-alert usa-alert--info usa-alert--slim">
            <div className="usa-alert__body">
              <MarkdownContent tree={content.deprecationNotice} />
            </div>
          </div>
        ) : null}
        <MarkdownContent tree={content.overview} />
      </div>
      {api.deactivationInfo && content.deactivationNotice ? (
        <div className="api-entry-preview__page">
          <h3>Notice once deactivated</h3>
          <MarkdownContent tree={content.deactivationNotice} />
        </div>
      ) : null}
      {intro ? (
        <div className="api-entry-preview__page">
          <h3>Docs introduction</h3>
          <MarkdownContent tree={intro} />
        </div>
      ) : null}
      <div className="api-entry-preview__page">
        <h3>Release notes</h3>
        <MarkdownContent
          tree={content.releaseNotes}
          components={{ h3: 'h4' }}
        />
      </div>
    </section>
  )
}
