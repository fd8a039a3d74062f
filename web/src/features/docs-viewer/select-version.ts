import type { Version } from '@portal/schema/version-metadata'

/**
 * The version to show: the one named by `?version=` (compared lower-cased), else the one with
 * status "Current Version", else the first.
 */
export function selectVersion(
  versions: readonly Version[],
  requested: string | null,
): Version | undefined {
  const wanted = requested?.toLowerCase()
  return (
    versions.find((version) => version.version.toLowerCase() === wanted) ??
    versions.find((version) => version.status === 'Current Version') ??
    versions[0]
  )
}
