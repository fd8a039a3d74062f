// How news is shown, without Zod: the error page (in every page's first load) lists the sections,
// and the news page needs no schema to show its items.

/** The news page's sections, in page order; `anchor` is the id that /about/news#{anchor} targets. */
export const NEWS_SECTIONS = [
  { key: 'articles', title: 'Articles', anchor: 'Articles' },
  { key: 'news-releases', title: 'News releases', anchor: 'News-releases' },
  { key: 'digital-media', title: 'Digital media', anchor: 'Digital-media' },
] as const

const VIDEO_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'youtu.be'])

/**
 * The privacy-enhanced embed address of a video-site link, or null when the link is not a video.
 * The player is only loaded after the user asks for it.
 */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (!VIDEO_HOSTS.has(parsed.hostname)) return null
  const id =
    parsed.hostname === 'youtu.be'
      ? parsed.pathname.slice(1)
      : (parsed.searchParams.get('v') ?? '')
  return /^[\w-]{6,20}$/.test(id)
    ? `https://www.youtube-nocookie.com/embed/${id}`
    : null
}
