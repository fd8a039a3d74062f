import type { Version } from '@portal/schema/version-metadata'

/** A download of a documented version. */
export interface SpecDownload {
  label: string
  href: string
}

// An API's version lives at …/v0/docs/{urlFragment}/{version}/openapi.{json|yaml}; its downloads
// beside it (server/src/modules/docs/docs-download-routes.ts).
const DOCS_PATH = /^(.*\/v0\/docs\/[^/]+\/[^/]+)\/openapi\.(?:json|yaml)$/

/**
 * The downloads of a version (R-DOCS-DOWNLOADS): its OpenAPI document as JSON and as YAML, and for
 * an API's spec a Postman collection with an environment for the sandbox. A document served at
 * `…/openapi.json` alone (the platform API's) has its `.yaml` twin and a Postman collection beside
 * it (R-PLATFORM-POSTMAN).
 */
function downloadsOf(version: Version): SpecDownload[] {
  const base = DOCS_PATH.exec(version.path)?.[1]
  if (base) {
    return [
      { label: 'OpenAPI (JSON)', href: `${base}/download/openapi.json` },
      { label: 'OpenAPI (YAML)', href: `${base}/download/openapi.yaml` },
      { label: 'Postman collection', href: `${base}/postman-collection.json` },
      {
        label: 'Postman environment (sandbox)',
        href: `${base}/postman-environment.json`,
      },
    ]
  }
  if (version.path.endsWith('/openapi.json'))
    return [
      { label: 'OpenAPI (JSON)', href: version.path },
      {
        label: 'OpenAPI (YAML)',
        href: version.path.replace(/\.json$/, '.yaml'),
      },
      {
        label: 'Postman collection',
        href: version.path.replace(/openapi\.json$/, 'postman-collection.json'),
      },
    ]
  return []
}

/** Props of SpecDownloads. */
export interface SpecDownloadsProps {
  version: Version
}

/** The version's downloads, as a list of links. */
export function SpecDownloads({ version }: SpecDownloadsProps) {
  const downloads = downloadsOf(version)
  if (downloads.length === 0) return null
  return (
    <nav
      className="spec-downloads"
      aria-label={`Downloads of ${version.label}`}
    >
      <h2>Download</h2>
      <ul className="usa-list">
        {downloads.map((download) => (
          <li key={download.href}>
            <a href={download.href} download>
              {download.label}
            </a>
          </li>
        ))}
      </ul>
      {downloads.some((download) => download.label.includes('environment')) ? (
        <p>
          Import both into Postman, then fill in <code>apikey</code> (or{' '}
          <code>token</code>) in the environment with your sandbox credentials.
        </p>
      ) : null}
    </nav>
  )
}
