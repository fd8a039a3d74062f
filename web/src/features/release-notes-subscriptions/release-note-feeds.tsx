import {
  apiFeedPath,
  PLATFORM_FEED_PATH,
} from '@portal/schema/release-notes-texts'

/** Props of ReleaseNoteFeeds. */
export interface ReleaseNoteFeedsProps {
  urlSlug: string
  apiName: string
}

/**
 * The Atom feeds of the release notes (R-NOTES-FEED): announced in the head for feed readers
 * (React 19 hoists each `<link>` there) and linked where people see them. Plain anchors: the
 * feeds are the server's files, not pages of the app.
 */
export function ReleaseNoteFeeds({ urlSlug, apiName }: ReleaseNoteFeedsProps) {
  const apiTitle = `${apiName} release notes`
  const platformTitle = 'VA API Platform release notes (every API)'
  return (
    <>
      <link
        rel="alternate"
        type="application/atom+xml"
        title={apiTitle}
        href={apiFeedPath(urlSlug)}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={platformTitle}
        href={PLATFORM_FEED_PATH}
      />
      <h3>Subscribe by feed</h3>
      <p>Add an Atom feed to your feed reader:</p>
      <ul>
        <li>
          <a href={apiFeedPath(urlSlug)} type="application/atom+xml">
            {apiTitle} (Atom feed)
          </a>
        </li>
        <li>
          <a href={PLATFORM_FEED_PATH} type="application/atom+xml">
            Release notes of every API (Atom feed)
          </a>
        </li>
      </ul>
    </>
  )
}
