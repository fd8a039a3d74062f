import { useRef } from 'react'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { comparePageHref } from '@portal/schema/version-compare-texts'
import { DocsViewer } from '#web/features/docs-viewer/docs-viewer.tsx'
import { useApiArea } from './api-area-context.ts'

/** /explore/api/{urlSlug}/docs: intro, version selector and the reference documentation. */
export function ApiDocsRoute() {
  const { api, isDeactivated, content } = useApiArea()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const docSource = api.docSources[0]
  const intro = content.docIntros[0]
  return (
    <>
      <PageTitle
        title={`${api.name} Docs`}
        description={`Reference documentation of the ${api.name}: its endpoints, parameters and responses, with Try it out.`}
      />
      <h1 ref={headingRef} tabIndex={-1} className="page-heading">
        {api.name} Docs
      </h1>
      {intro ? <MarkdownContent tree={intro} /> : null}
      {/* A deactivated API keeps its notice but no longer shows its reference documentation. */}
      {!isDeactivated && docSource ? (
        <DocsViewer
          key={docSource.metadataUrl}
          metadataUrl={docSource.metadataUrl}
          onVersionChange={() => headingRef.current?.focus()}
          comparePath={comparePageHref(api.urlSlug)}
        />
      ) : null}
    </>
  )
}
