import { z } from 'zod'

const NewsSectionKeySchema = z.enum([
  'articles',
  'news-releases',
  'digital-media',
])

/** One news item: a link, a date and optionally where it was published. */
export const NewsItemSchema = z.object({
  title: z.string().min(1),
  url: z.url(),
  date: z.iso.date(),
  source: z.string().min(1).optional(),
})

/** A news item. */
export type NewsItem = z.infer<typeof NewsItemSchema>

/** GET …/v0/news: every section with its items, newest first. */
export const NewsResponseSchema = z.object({
  sections: z.array(
    z.object({
      key: NewsSectionKeySchema,
      title: z.string(),
      anchor: z.string(),
      items: z.array(NewsItemSchema),
    }),
  ),
})

/** The news response. */
export type NewsResponse = z.infer<typeof NewsResponseSchema>

/** The seed file's shape: items by section key. */
export const NewsSeedSchema = z.record(
  NewsSectionKeySchema,
  z.array(NewsItemSchema),
)
