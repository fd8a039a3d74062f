import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SiteConfigSchema, type SiteConfig } from '@portal/schema/site-config'
import { errorResponses, json } from '../../plugins/openapi-responses.ts'

/** GET …/v0/site-config: feature flags and the shell's configurable addresses. */
export const siteConfigRoutes: FastifyPluginAsyncZod<{
  siteConfig: SiteConfig
}> = async (app, { siteConfig }) => {
  const schema = {
    tags: ['site'],
    operationId: 'getSiteConfig',
    summary: "Feature flags and the shell's configurable addresses",
    response: {
      200: json('The site configuration', SiteConfigSchema),
      ...errorResponses(),
    },
  }
  app.get('/v0/site-config', { schema }, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=60')
    return siteConfig
  })
}
