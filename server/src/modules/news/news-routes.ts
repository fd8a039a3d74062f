import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NewsResponseSchema, type NewsResponse } from '@portal/schema/news'
import { errorResponses, json } from '../../plugins/openapi-responses.ts'
import { NEWS_SECTIONS } from '@portal/schema/news-display'
import type { NewsStore } from './news-store.ts'

/** GET …/v0/news: the news page's sections with their items, newest first. */
export const newsRoutes: FastifyPluginAsyncZod<{ store: NewsStore }> = async (
  app,
  { store },
) => {
  const schema = {
    tags: ['site'],
    operationId: 'getNews',
    summary: "The news page's sections and items, newest first",
    response: {
      200: json('The news', NewsResponseSchema),
      ...errorResponses(),
    },
  }
  app.get('/v0/news', { schema }, async (_request, reply) => {
    const rows = await store.listItems()
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
