import { PRODUCTION_ACCESS } from '@portal/schema/content/production-access'
import { ContentPageText } from '#web/components/ui/content-page-text.tsx'
import { ProductionAccessPage } from './production-access-nav.tsx'

/** /production-access: how an app goes from sandbox to production; the text is shared with its markdown twin. */
export function ProductionAccessOverview() {
  return (
    <ProductionAccessPage>
      <ContentPageText page={PRODUCTION_ACCESS} />
    </ProductionAccessPage>
  )
}
