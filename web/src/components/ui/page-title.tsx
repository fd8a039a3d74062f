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
 * Sets the document title and the meta description (one per page, R-PERF-LIGHTHOUSE); React 19
 * hoists both into the head. index.html has neither, so there is never a second description.
 */
export function PageTitle({ title, description }: PageTitleProps) {
  return (
    <>
      <title>{formatPageTitle(title)}</title>
      <meta name="description" content={description ?? DEFAULT_DESCRIPTION} />
    </>
  )
}
