import { Link } from 'react-router'
import { REQUEST_PRODUCTION_ACCESS as PAGE } from '@portal/schema/content/request-production-access'
import { Accordion } from '#web/components/ui/accordion.tsx'
import { MarkdownContent, MarkdownNodes } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ProductionAccessPage } from './production-access-nav.tsx'

/** /production-access/request-prod-access: what to have ready, and the way to the form; the text is shared with its markdown twin. */
export function RequestProductionAccess() {
  return (
    <ProductionAccessPage>
      <PageTitle title={PAGE.title} description={PAGE.description} />
      <h1>{PAGE.title}</h1>
      <p className="usa-intro">{PAGE.intro}</p>
      <MarkdownContent tree={PAGE.prerequisites} />
      <p>
        <Link className="usa-button" to={PAGE.start.to}>
          {PAGE.start.label}
        </Link>
      </p>
      <h2>{PAGE.formNeedsHeading}</h2>
      <Accordion
        bordered
        multiselectable
        items={PAGE.formNeeds.map((need) => ({
          id: need.id,
          title: need.title,
          headingLevel: 'h3' as const,
          expanded: false,
          content: <MarkdownNodes nodes={need.content} />,
        }))}
      />
    </ProductionAccessPage>
  )
}
