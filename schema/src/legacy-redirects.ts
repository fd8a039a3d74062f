import { CATEGORY_RENAMES, legacyExploreTarget } from './legacy-topics.ts'

/** What some redirects need from the catalogue: API slugs by urlFragment, category slugs by key. */
export interface RedirectCatalogue {
  slugByFragment: Record<string, string>
  categorySlugByKey: Record<string, string>
}

const RENAMED_TOPIC = Object.keys(CATEGORY_RENAMES).join('|')

/** Paths that may be legacy addresses; anything else is never looked up. */
export const LEGACY_PATH_PATTERN = new RegExp(
  '^/(whats-new|news|apply|go-live|onboarding(/.*)?|explore/terms-of-service|' +
    'explore/api|explore/authorization(/docs)?|' +
    'explore/authorization/docs/.+|explore/[^/]+/docs/[^/]+|release-notes(/.*)?|' +
    `explore/([^/]+\\+)*(${RENAMED_TOPIC})(\\+[^/]+)*)/?$`,
)

/** Pages of the old onboarding guide that have a new name under /production-access. */
const ONBOARDING_RENAMES: Record<string, string> = {
  '/working-with-lighthouse-apis': '/working-with-va-apis',
}

const GRANT_PAGES: Record<string, string> = {
  'authorization-code': 'authorization-code',
  'client-credentials': 'client-credentials',
}

/**
 * Where a legacy address of the old portal lives now (R-REDIRECT-*), or null when the
 * address is not a legacy one. The server answers it with a 301; the client router navigates.
 */
export function legacyRedirectTarget(
  pathname: string,
  search: URLSearchParams,
  catalogue: RedirectCatalogue,
): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/whats-new' || path === '/news') return '/about/news'
  // The old landing pages of the API area: /explore/api and /explore/authorization (and its docs).
  if (
    path === '/apply' ||
    path === '/explore/api' ||
    /^\/explore\/authorization(\/docs)?$/.test(path)
  )
    return '/explore'
  if (path === '/go-live') return '/production-access/request-prod-access'
  if (path === '/explore/terms-of-service') return '/terms-of-service'
  const onboarding = /^\/onboarding(\/.*)?$/.exec(path)
  if (onboarding) {
    const page = onboarding[1] ?? ''
    return `/production-access${ONBOARDING_RENAMES[page] ?? page}`
  }
  const explore = legacyExploreTarget(path, search)
  if (explore) return explore

  // Old authorization docs: /explore/authorization/docs/{grant}?api={urlFragment}
  const authorization = /^\/explore\/authorization\/docs\/([^/]+)$/.exec(path)
  if (authorization) {
    const page = GRANT_PAGES[authorization[1] ?? '']
    const slug = catalogue.slugByFragment[search.get('api') ?? '']
    return page && slug
      ? `/explore/api/${slug}/${page}`
      : page
        ? '/explore'
        : null
  }
  // Old docs: /explore/{category}/docs/{urlFragment}
  const docs = /^\/explore\/([^/]+)\/docs\/([^/]+)$/.exec(path)
  if (docs && docs[1] !== 'api') {
    const slug = catalogue.slugByFragment[docs[2] ?? '']
    const version = search.get('version')
    return slug
      ? `/explore/api/${slug}/docs${version ? `?version=${encodeURIComponent(version)}` : ''}`
      : null
  }
  // Old release notes: /release-notes, /release-notes/{category key}, /release-notes/{category}/{urlFragment}
  const notes = /^\/release-notes(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(path)
  if (notes) {
    const [, first = '', second] = notes
    // One segment was a category's release notes (some keys are also API fragments: vaForms).
    const category =
      second === undefined
        ? (catalogue.categorySlugByKey[first] ?? CATEGORY_RENAMES[first])
        : undefined
    if (category) return `/explore/${category}`
    const api = catalogue.slugByFragment[second ?? first]
    return api ? `/explore/api/${api}/release-notes` : '/explore'
  }
  return null
}
