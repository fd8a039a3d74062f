import { Suspense, useState } from 'react'
import { lazyComponent } from '#web/lib/lazy-component.ts'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { docsQueries } from './docs-queries.ts'
import { selectVersion } from './select-version.ts'
import { SpecDownloads } from './spec-downloads.tsx'
import { VersionSelect } from './version-select.tsx'
import type { Version } from '@portal/schema/version-metadata'
import swaggerUiParts from 'virtual:swagger-ui-parts'
import { yieldToMain } from '#web/lib/yield-to-main.ts'
import { useHydrated } from '#web/lib/use-hydrated.ts'

// swagger-ui is about 330 kB gzipped: it loads with this page only, never with another route. Its
// parts are imported one by one, leaves first, so each evaluates in a task of its own (ADR 021).
const SpecViewer = lazyComponent(async () => {
  for (const load of swaggerUiParts) {
    await load()
    await yieldToMain()
  }
  return (await import('./spec-viewer.tsx')).default
})

/** Props of DocsViewer. */
export interface DocsViewerProps {
  metadataUrl: string
  /** Called after the user switches version, to move focus to the page heading. */
  onVersionChange: () => void
  /** The API's compare page, linked beside the version selector (R-COMPARE-LINKED). */
  comparePath?: string | undefined
}

/**
 * The compare page for the version shown: what changed from it to the current version, or, on the
 * current version, from the one before it.
 */
function compareHref(
  comparePath: string,
  versions: readonly Version[],
  selected: Version,
): string {
  const current = versions.find(
    (version) => version.status === 'Current Version',
  )
  if (!current || current.version === selected.version) return comparePath
  const query = new URLSearchParams({
    from: selected.version,
    to: current.version,
  })
  return `${comparePath}?${query.toString()}`
}

/** The version selector and the spec viewer of an API's docs page. */
export function DocsViewer({
  metadataUrl,
  onVersionChange,
  comparePath,
}: DocsViewerProps) {
  const { data: versions, isPending } = useQuery(
    docsQueries.versions(metadataUrl),
  )
  const [searchParams, setSearchParams] = useSearchParams()
  // Empty on first render: the announcement is for a change the user made.
  const [announcement, setAnnouncement] = useState('')
  // swagger-ui renders in the browser only (ADR 051).
  const hydrated = useHydrated()

  if (isPending) return <LoadingIndicator label="Loading documentation" />
  if (versions?.length === 0) {
    return (
      <Alert type="info">
        This API has no OpenAPI document on this portal yet, so there is no
        reference documentation here and the sandbox does not answer for it.
      </Alert>
    )
  }
  const selected = versions
    ? selectVersion(versions, searchParams.get('version'))
    : undefined
  if (!versions || !selected) {
    return (
      <Alert type="info">
        The reference documentation for this API is not available on the portal
        right now. Please try again later.
      </Alert>
    )
  }
  return (
    <>
      {versions.length > 1 ? (
        <VersionSelect
          versions={versions}
          selected={selected}
          onUpdate={(version) => {
            setSearchParams(
              { version: version.version },
              { replace: true, preventScrollReset: true },
            )
            setAnnouncement(`Showing documentation for ${version.label}.`)
            onVersionChange()
          }}
        />
      ) : null}
      {versions.length > 1 && comparePath ? (
        <p>
          <Link to={compareHref(comparePath, versions, selected)}>
            Compare versions: what changed
          </Link>
        </p>
      ) : null}
      <div className="usa-sr-only" role="status">
        {announcement}
      </div>
      <SpecDownloads version={selected} />
      {hydrated ? (
        <Suspense fallback={<LoadingIndicator label="Loading documentation" />}>
          <SpecViewer key={selected.sf_path} url={selected.sf_path} />
        </Suspense>
      ) : (
        <LoadingIndicator label="Loading documentation" />
      )}
    </>
  )
}
