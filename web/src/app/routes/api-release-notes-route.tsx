import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { comparePageHref } from '@portal/schema/version-compare-texts'
import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { docsQueries } from '#web/features/docs-viewer/docs-queries.ts'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { ReleaseNoteFeeds } from '#web/features/release-notes-subscriptions/release-note-feeds.tsx'
import { SubscribeForm } from '#web/features/release-notes-subscriptions/subscribe-form.tsx'
import { useApiArea } from './api-area-context.ts'

/**
 * /explore/api/{urlSlug}/release-notes: dated notes, newest first; ### headings become h2. After
 * them, the feeds and the email subscription (R-NOTES-FEED, R-NOTES-SUBSCRIBE).
 */
export function ApiReleaseNotesRoute() {
  const { api, content } = useApiArea()
  // R-COMPARE-LINKED: an API with two documented versions has a compare page.
  const metadataUrl = api.docSources[0]?.metadataUrl
  const versions = useQuery({
    ...docsQueries.versions(metadataUrl ?? ''),
    enabled: Boolean(metadataUrl),
  })
  return (
    <>
      <PageTitle
        title={`${api.name} Release notes`}
        description={`What changed in each release of the ${api.name}.`}
      />
      <h1>Release notes</h1>
      <p className="usa-intro">{api.name}</p>
      {(versions.data?.length ?? 0) > 1 ? (
        <p>
          <Link to={comparePageHref(api.urlSlug)}>
            Compare versions: what changed, breaking changes first
          </Link>
        </p>
      ) : null}
      <MarkdownContent tree={content.releaseNotes} components={{ h3: 'h2' }} />
      <section
        aria-labelledby="release-notes-subscribe"
        className="margin-top-5 border-top border-base-lighter padding-top-2"
      >
        <h2 id="release-notes-subscribe">Get the release notes</h2>
        <ReleaseNoteFeeds urlSlug={api.urlSlug} apiName={api.name} />
        <SubscribeForm urlSlug={api.urlSlug} apiName={api.name} />
      </section>
    </>
  )
}
