import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { NEWS_SECTIONS, type NewsResponse } from '@portal/schema/news'
import type { Db } from '../../db/client.ts'

/** GET …/v0/news: the news page's sections with their items, newest first. */
export const newsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (
  app,
  { db },
) => {
  app.get('/v0/news', async (_request, reply) => {
    const rows = await db
      .selectFrom('news_items')
      .select([
        'section',
        'title',
        'url',
        'source',
        sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('date'),
      ])
      .orderBy('published_on', 'desc')
      .orderBy('id')
      .execute()
    const body: NewsResponse = {
      sections: NEWS_SECTIONS.map((section) => ({
        ...section,
        items: rows
          .filter((row) => row.section === section.key)
          .map(({ title, url, date, source }) => ({
            title,
            url,
            date,
            ...(source ? { source } : {}),
          })),
      })),
    }
    void reply.header('cache-control', 'public, max-age=300')
    return body
  })
}
