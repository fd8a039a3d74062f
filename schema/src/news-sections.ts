// Without Zod, so the error page (in every page's first load) can list the sections without it.

/** The news page's sections, in page order; `anchor` is the id that /about/news#{anchor} targets. */
export const NEWS_SECTIONS = [
  { key: 'articles', title: 'Articles', anchor: 'Articles' },
  { key: 'news-releases', title: 'News releases', anchor: 'News-releases' },
  { key: 'digital-media', title: 'Digital media', anchor: 'Digital-media' },
] as const
