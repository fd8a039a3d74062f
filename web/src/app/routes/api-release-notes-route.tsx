import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { useApiArea } from './api-area-context.ts'

/** /explore/api/{urlSlug}/release-notes: dated notes, newest first; ### headings become h2. */
export function ApiReleaseNotesRoute() {
  const { api, content } = useApiArea()
  return (
    <>
      <PageTitle
        title={`${api.name} Release notes`}
        description={`What changed in each release of the ${api.name}.`}
      />
      <h1>Release notes</h1>
      <p className="usa-intro">{api.name}</p>
      <MarkdownContent tree={content.releaseNotes} components={{ h3: 'h2' }} />
    </>
  )
}
