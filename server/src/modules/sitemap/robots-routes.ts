import type { FastifyPluginAsync } from 'fastify'

/** GET /robots.txt: every page may be crawled; the sitemap lists them. */
export const robotsRoutes: FastifyPluginAsync<{
  publicOrigin: string
}> = async (app, { publicOrigin }) => {
  const body = `User-agent: *\nAllow: /\nSitemap: ${publicOrigin}/sitemap.xml\n`
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body),
  )
}
