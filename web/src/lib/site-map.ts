/** A page of the site with its navigation label. */
export interface SitePage {
  to: string
  label: string
}

/** The production access pages: the header's dropdown and their side navigation. */
export const PRODUCTION_ACCESS_PAGES: SitePage[] = [
  { to: '/production-access', label: 'Production access process' },
  {
    to: '/production-access/request-prod-access',
    label: 'Request production access',
  },
  {
    to: '/production-access/prepare-for-and-complete-a-demo',
    label: 'Prepare for the demo',
  },
  {
    to: '/production-access/working-with-va-apis',
    label: 'Working with VA APIs',
  },
]

/** The About dropdown. */
export const ABOUT_PAGES: SitePage[] = [
  { to: '/about', label: 'About' },
  { to: '/about/news', label: 'News' },
]

/** The support pages. */
export const SUPPORT_PAGES: SitePage[] = [
  { to: '/support', label: 'Support overview' },
  { to: '/support/faq', label: 'FAQ' },
  { to: '/support/contact-us', label: 'Contact us' },
]

/** The contact form, preset for API publishing requests. */
export { PUBLISHING_CONTACT_PATH } from '@portal/schema/content/content-paths'
