import { PageTitle } from '#web/components/ui/page-title.tsx'
import { VersionComparison } from '#web/features/version-compare/version-compare.tsx'
import { useApiArea } from './api-area-context.ts'

/**
 * /explore/api/{urlSlug}/changes?from=&to=: what changed between two documented versions,
 * breaking changes first (R-COMPARE-PAGE). Linked from the release notes and the docs' version
 * selector.
 */
export function ApiChangesRoute() {
  const { api } = useApiArea()
  return (
    <>
      <PageTitle
        title={`${api.name} Changes between versions`}
        description={`What changed between two versions of the ${api.name}: breaking changes first, each linked to its operation in the docs.`}
      />
      <h1>Changes between versions</h1>
      <p className="usa-intro">{api.name}</p>
      <VersionComparison urlSlug={api.urlSlug} urlFragment={api.urlFragment} />
    </>
  )
}
