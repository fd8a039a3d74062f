import { apiTagsOf } from '@portal/schema/api-tags'
import { CONTENT_TWINS } from '@portal/schema/content/content-twins'
import {
  AUTH_GUIDES,
  type AuthGuidePath,
} from '@portal/schema/content/auth-guides'
import type { CatalogueApi } from '@portal/schema/normalize-catalogue'

// The markdown twins of the API pages (R-DOCS-MARKDOWN): the same text as the page, from the same
// sources (the catalogue's markdown, the shared tag list), for assistants that read no JavaScript.

/** The overview page as markdown: its notice, name, tags, description, overview and docs link. */
export function apiOverviewMarkdown(
  api: CatalogueApi,
  notice: { heading: string; markdown: string } | null,
): string {
  return [
    ...(notice
      ? [
          `> **${notice.heading}**\n>\n${notice.markdown
            .trim()
            .split('\n')
            .map((line) => `> ${line}`.trimEnd())
            .join('\n')}`,
        ]
      : []),
    `# ${api.name}`,
    apiTagsOf(api)
      .map((tag) => `- ${tag}`)
      .join('\n'),
    api.description,
    api.overviewPageContent.replaceAll('{API_URL_SLUG}', api.urlSlug).trim(),
    `[Read the docs](/explore/api/${api.urlSlug}/docs)`,
    '',
  ].join('\n\n')
}

/** The docs page as markdown: its heading and intro, and where its OpenAPI documents are. */
export function apiDocsMarkdown(
  api: CatalogueApi,
  versions: { label: string; json: string; yaml: string }[],
): string {
  const intro = api.docSources[0]?.apiIntro?.trim()
  return [
    `# ${api.name} Docs`,
    ...(intro ? [intro] : []),
    ...(versions.length > 0
      ? [
          '## OpenAPI documents',
          versions
            .map(
              (version) =>
                `- ${version.label}: [JSON](${version.json}), [YAML](${version.yaml})`,
            )
            .join('\n'),
        ]
      : []),
    '',
  ].join('\n\n')
}

/** An API as /llms.txt lists it. */
export interface LlmsApi {
  name: string
  description: string
  urlSlug: string
  urlFragment: string
  /** Its OAuth grants: each has a guide with a markdown twin. */
  oAuthTypes?: readonly string[] | null | undefined
}

/**
 * /llms.txt in the llmstxt.org format: the title, a summary, then sections of
 * `- [name](url): description`. Every address is absolute.
 */
export function llmsTxt(
  origin: string,
  apis: LlmsApi[],
  /** The url fragments of the APIs with a compare page (R-COMPARE-LISTED). */
  comparable: ReadonlySet<string> = new Set(),
): string {
  const link = (name: string, path: string, description: string) =>
    `- [${name}](${origin}${path}): ${description}`
  // A page with a markdown twin is listed once, by its twin.
  const twinLinks = CONTENT_TWINS.map((twin) => `](${origin}${twin.path}):`)
  const withoutTwin = (line: string) =>
    !twinLinks.some((twinLink) => line.includes(twinLink))
  return [
    '# VA API Platform',
    '> The public developer portal of the department’s APIs: browse the catalogue, read each API’s docs, get sandbox credentials at once, test against the sandbox gateway, and apply for production access.',
    'Every page listed here has a markdown twin at its address with `.md` appended. Each API’s OpenAPI document can be downloaded as JSON or YAML from its docs page.',
    '## APIs',
    apis
      .flatMap((api) => {
        const base = `/explore/api/${api.urlSlug}`
        return [
          link(api.name, `${base}.md`, api.description),
          link(
            `${api.name} docs`,
            `${base}/docs.md`,
            `Reference documentation and OpenAPI downloads of the ${api.name}`,
          ),
          // R-DOCS-MARKDOWN-GUIDES: the guides of the grants it uses.
          ...(Object.keys(AUTH_GUIDES) as AuthGuidePath[]).flatMap((guide) => {
            const { type, title } = AUTH_GUIDES[guide]
            return api.oAuthTypes?.includes(type)
              ? [
                  link(
                    `${api.name} ${title}`,
                    `${base}/${guide}.md`,
                    `How to get tokens for the ${api.name} with the OAuth 2.0 ${title}`,
                  ),
                ]
              : []
          }),
          ...(comparable.has(api.urlFragment)
            ? [
                link(
                  `${api.name} changes between versions`,
                  `${base}/changes.md`,
                  `What changed between the latest two versions of the ${api.name}, breaking changes first`,
                ),
              ]
            : []),
          link(`${api.name} overview (HTML)`, base, `The ${api.name} page`),
        ]
      })
      .join('\n'),
    '## Guides',
    [
      link(
        'Explore APIs',
        '/explore',
        'The catalogue, filterable by topic and auth type',
      ),
      // The content pages with a markdown twin link to it; the others to their HTML page.
      ...CONTENT_TWINS.map((twin) =>
        link(twin.title, `${twin.path}.md`, twin.description),
      ),
      ...[
        link(
          'Production access',
          '/production-access',
          'From sandbox to production: the steps and what is reviewed',
        ),
        link(
          'Support FAQ',
          '/support/faq',
          'Common questions about the platform',
        ),
      ].filter(withoutTwin),
    ].join('\n'),
    '## Optional',
    [
      link('Sitemap', '/sitemap.xml', 'Every public page'),
      ...[
        link('About', '/about', 'What the platform is and who it serves'),
      ].filter(withoutTwin),
    ].join('\n'),
    '',
  ].join('\n\n')
}
