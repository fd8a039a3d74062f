import { PUBLISHING_PROCESS } from '@portal/schema/content/api-publishing'
import { ContentPageText } from '#web/components/ui/content-page-text.tsx'
import { PublishingPage } from './publishing-layout.tsx'

/** /api-publishing/process: the steps from first contact to a published API; the text is shared with its markdown twin. */
export function PublishingProcess() {
  return (
    <PublishingPage>
      <ContentPageText page={PUBLISHING_PROCESS} />
    </PublishingPage>
  )
}
