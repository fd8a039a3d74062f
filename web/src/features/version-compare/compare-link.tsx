import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { comparePageHref } from '@portal/schema/version-compare-texts'
import { compareAvailableQuery } from './compare-queries.ts'

/** Props of CompareVersionsLink. */
export interface CompareVersionsLinkProps {
  urlSlug: string
  /** The API's docs metadata (`docSources[0].metadataUrl`); none, no link. */
  metadataUrl: string | undefined
}

/** The link to an API's compare page, shown when its docs have two versions (R-COMPARE-LINKED). */
export function CompareVersionsLink({
  urlSlug,
  metadataUrl,
}: CompareVersionsLinkProps) {
  const { data: isAvailable } = useQuery({
    ...compareAvailableQuery(metadataUrl ?? ''),
    enabled: Boolean(metadataUrl),
  })
  if (!isAvailable) return null
  return (
    <p>
      <Link to={comparePageHref(urlSlug)}>
        Compare versions: what changed, breaking changes first
      </Link>
    </p>
  )
}
