import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SiteConfig } from '@portal/schema/site-config'

/** GET …/v0/site-config: feature flags and the shell's configurable addresses. */
export const siteConfigRoutes: FastifyPluginAsyncZod<{
  siteConfig: SiteConfig
}> = async (app, { siteConfig }) => {
  app.get('/v0/site-config', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=60')
    return siteConfig
  })
}
