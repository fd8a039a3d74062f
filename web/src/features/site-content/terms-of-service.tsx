import { TERMS_OF_SERVICE } from '@portal/schema/content/terms-of-service'
import { ContentPageText } from '#web/components/ui/content-page-text.tsx'

/** /terms-of-service: the API terms; the text is shared with its markdown twin. */
export function TermsOfService() {
  return (
    <div className="grid-container page-content usa-prose">
      <ContentPageText page={TERMS_OF_SERVICE} />
    </div>
  )
}
