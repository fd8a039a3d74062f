import type { PublicApi } from '#web/catalogue/public-catalogue.ts'

/** A page of the API area, as the side navigation and the breadcrumb name it. */
export interface ApiAreaPage {
  /** Path below /explore/api/{urlSlug}; empty for the overview. */
  path: string
  label: string
  /** Pages shown without the side navigation beside them. */
  isFullWidth?: boolean
  isAvailable: (api: PublicApi) => boolean
}

const always = () => true

/** The pages of an API, in side-navigation order. */
export const API_AREA_PAGES: ApiAreaPage[] = [
  { path: '', label: 'Overview', isAvailable: always },
  { path: 'docs', label: 'Docs', isFullWidth: true, isAvailable: always },
  {
    path: 'authorization-code',
    label: 'Authorization Code Grant',
    isAvailable: (api) =>
      Boolean(api.oAuthTypes?.includes('AuthorizationCodeGrant')),
  },
  {
    path: 'client-credentials',
    label: 'Client Credentials Grant',
    isAvailable: (api) =>
      Boolean(api.oAuthTypes?.includes('ClientCredentialsGrant')),
  },
  {
    path: 'test-users',
    label: 'Test data',
    isFullWidth: true,
    isAvailable: always,
  },
  { path: 'release-notes', label: 'Release notes', isAvailable: always },
  {
    path: 'changes',
    label: 'Changes between versions',
    // Reached from the release notes and the docs' version selector: whether an API has two
    // versions is in its docs' metadata, which the side navigation does not load.
    isAvailable: () => false,
  },
  {
    path: 'sandbox-access',
    label: 'Sandbox access',
    // R-PUBLIC-SIGNUP: the page is offered while the form is open to the API, and
    // (R-RESTRICTED-ASK) on a blocked API, where it is the way to ask a reviewer for access.
    isAvailable: (api) =>
      api.status.isOpenForSandboxSignup ||
      (api.status.isSandboxFormBlocked && Boolean(api.altID)),
  },
]

/** The page a pathname under /explore/api/{urlSlug} shows. */
export function currentApiAreaPage(
  pathname: string,
  urlSlug: string,
): ApiAreaPage | undefined {
  const rest =
    pathname.replace(/\/+$/, '').split(`/explore/api/${urlSlug}`)[1] ?? ''
  // The test-data page also lives below its path (/test-users/{userId}/{hash}).
  return API_AREA_PAGES.find((page) =>
    page.path
      ? rest === `/${page.path}` || rest.startsWith(`/${page.path}/`)
      : rest === '',
  )
}
