import { useRef } from 'react'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { DocsViewer } from '#web/features/docs-viewer/docs-viewer.tsx'
import { PLATFORM_API_METADATA_URL } from '#web/lib/api-paths.ts'

/**
 * /platform-api/docs: the portal's own API (R-PLATFORM-OPENAPI), for the department's teams. Not in
 * the catalogue, the navigation or the sitemap, and asked not to be indexed.
 */
export function PlatformApiDocsRoute() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  return (
    <div className="grid-container page-content">
      <PageTitle
        title="Platform API Docs"
        description="The portal's own API, generated from its routes: for the department's teams."
      />
      <meta name="robots" content="noindex" />
      <h1 ref={headingRef} tabIndex={-1} className="page-heading">
        Platform API Docs
      </h1>
      <p className="usa-intro">
        Internal: the API this portal&apos;s web app calls, with every
        route&apos;s request, answers and errors, generated from the same
        schemas the server validates with.
      </p>
      <DocsViewer
        metadataUrl={PLATFORM_API_METADATA_URL}
        onVersionChange={() => headingRef.current?.focus()}
      />
    </div>
  )
}
