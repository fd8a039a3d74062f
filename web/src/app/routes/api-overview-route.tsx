import { Link } from 'react-router'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ApiTags } from '#web/features/catalogue/api-tags.tsx'
import { useApiArea } from './api-area-context.ts'

/** /explore/api/{urlSlug}: what the API does and how to get access. */
export function ApiOverviewRoute() {
  const { api, content } = useApiArea()
  return (
    <>
      <PageTitle title={api.name} description={api.description} />
      <h1>{api.name}</h1>
      <ApiTags api={api} />
      <p className="usa-intro">{api.description}</p>
      {/* The server has put the API's slug for {API_URL_SLUG}. */}
      <MarkdownContent tree={content.overview} />
      <Link className="usa-button" to={`/explore/api/${api.urlSlug}/docs`}>
        Read the docs
      </Link>
    </>
  )
}
