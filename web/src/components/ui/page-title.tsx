import { useLocation } from 'react-router'
import { usePageOrigin } from '#web/lib/server-render.ts'

/** The product name, used alone as the default page title. */
export const PRODUCT_NAME = 'VA API Platform'

/** Formats a page title as "VA API Platform | %s"; without a title, the product name alone. */
function formatPageTitle(title?: string): string {
  return title ? `${PRODUCT_NAME} | ${title}` : PRODUCT_NAME
}

/** What search results show for a page that has no description of its own. */
const DEFAULT_DESCRIPTION =
  "Build apps with the department's APIs: browse the catalogue, read the docs, get sandbox access instantly and apply for production access."

/** Props of PageTitle. */
export interface PageTitleProps {
  title?: string
  /** The page's meta description for search results; the portal's own otherwise. */
  description?: string
}

/**
 * Sets the document title, the meta description (one per page, R-PERF-LIGHTHOUSE), the canonical
 * address and the Open Graph tags that link previews read (R-SSR-HEAD); React 19 hoists them into
 * the head, on the server as in the browser. The canonical address is the page's path without its
 * query: a filtered list is the same page.
 */
export function PageTitle({ title, description }: PageTitleProps) {
  const { pathname } = useLocation()
  const canonical = `${usePageOrigin()}${pathname}`
  const fullTitle = formatPageTitle(title)
  const text = description ?? DEFAULT_DESCRIPTION
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={title ?? PRODUCT_NAME} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
    </>
  )
}
