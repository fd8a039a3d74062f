import { MarkdownContent } from '#web/components/ui/markdown.tsx'
import { CompareVersionsLink } from '#web/features/version-compare/compare-link.tsx'
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
  return (
    <>
      <PageTitle
        title={`${api.name} Release notes`}
        description={`What changed in each release of the ${api.name}.`}
      />
      <h1>Release notes</h1>
      <p className="usa-intro">{api.name}</p>
      <CompareVersionsLink
        urlSlug={api.urlSlug}
        metadataUrl={api.docSources[0]?.metadataUrl}
      />
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
