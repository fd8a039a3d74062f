import { API_PUBLISHING } from '@portal/schema/content/api-publishing'
import { ContentPageText } from '#web/components/ui/content-page-text.tsx'
import { PublishingPage } from './publishing-layout.tsx'

/** /api-publishing: why VA teams publish their APIs here; the text is shared with its markdown twin. */
export function PublishingOverview() {
  return (
    <PublishingPage>
      <ContentPageText page={API_PUBLISHING} />
    </PublishingPage>
  )
}
