/** The product name, used alone as the default page title. */
export const PRODUCT_NAME = 'VA API Platform'

/** Formats a page title as "VA API Platform | %s"; without a title, the product name alone. */
function formatPageTitle(title?: string): string {
  return title ? `${PRODUCT_NAME} | ${title}` : PRODUCT_NAME
}

/** Props of PageTitle. */
export interface PageTitleProps {
  title?: string
}

/** Sets the document title; React 19 hoists <title> into the head. */
export function PageTitle({ title }: PageTitleProps) {
  return <title>{formatPageTitle(title)}</title>
}
