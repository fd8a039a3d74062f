import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { NewsItem, NewsResponse } from '@portal/schema/news'
import { videoEmbedUrl } from '@portal/schema/news-display'
import { Alert } from '#web/components/ui/alert.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { PageTitle } from '#web/components/ui/page-title.tsx'
import { NEWS_URL } from '#web/lib/api-paths.ts'
import { getJson } from '#web/lib/http.ts'

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** A video-site item plays in an embedded player, loaded only when asked for. */
function VideoPlayer({ item, embedUrl }: { item: NewsItem; embedUrl: string }) {
  const [isPlaying, setIsPlaying] = useState(false)
  return isPlaying ? (
    <iframe
      className="news-item__player"
      src={`${embedUrl}?autoplay=1`}
      title={item.title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  ) : (
    <button
      type="button"
      className="usa-button usa-button--outline"
      aria-label={`Play video: ${item.title}`}
      onClick={() => setIsPlaying(true)}
    >
      Play video
    </button>
  )
}

function NewsEntry({ item }: { item: NewsItem }) {
  const embedUrl = videoEmbedUrl(item.url)
  return (
    <li className="news-item">
      <a href={item.url}>{item.title}</a>
      <p className="news-item__meta">
        <time dateTime={item.date}>
          {DATE_FORMAT.format(new Date(item.date))}
        </time>
        {item.source ? ` · ${item.source}` : null}
      </p>
      {embedUrl ? <VideoPlayer item={item} embedUrl={embedUrl} /> : null}
    </li>
  )
}

/** /about/news: articles, news releases and digital media, served by the backend. */
export function NewsPage() {
  const { data, isPending, isError } = useQuery({
    queryKey: ['news'],
    queryFn: ({ signal }) => getJson<NewsResponse>(NEWS_URL, { signal }),
    staleTime: 5 * 60_000,
  })
  return (
    <div className="grid-container page-content">
      <PageTitle
        title="News"
        description="Articles, news releases and digital media about the VA API Platform."
      />
      <h1>News</h1>
      <p className="usa-intro">
        Articles, news releases and media about the VA API Platform.
      </p>
      {isPending ? (
        <LoadingIndicator label="Loading news" />
      ) : isError ? (
        <Alert type="error">
          The news could not be loaded. Please reload or try again later.
        </Alert>
      ) : (
        <>
          <nav aria-label="News sections">
            <ul className="news-sections">
              {data.sections.map((section) => (
                <li key={section.key}>
                  <a href={`#${section.anchor}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          {data.sections.map((section) => (
            <section key={section.key} aria-labelledby={section.anchor}>
              <h2 id={section.anchor} tabIndex={-1}>
                {section.title}
              </h2>
              <ul className="usa-list usa-list--unstyled news-list">
                {section.items.map((item) => (
                  <NewsEntry key={`${item.url}|${item.title}`} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  )
}
