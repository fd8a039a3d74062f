import { WORKING_WITH_VA_APIS } from '@portal/schema/content/working-with-va-apis'
import { ContentPageText } from '#web/components/ui/content-page-text.tsx'
import { ProductionAccessPage } from './production-access-nav.tsx'

/** /production-access/working-with-va-apis: what production consumers must know; the text is shared with its markdown twin. */
export function WorkingWithVaApis() {
  return (
    <ProductionAccessPage>
      <ContentPageText page={WORKING_WITH_VA_APIS} />
    </ProductionAccessPage>
  )
}
