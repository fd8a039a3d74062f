import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  VersionCompareQuerySchema,
  VersionCompareSchema,
} from '@portal/schema/version-compare'
import { sendRevalidated } from '../../conditional-get.ts'
import {
  errorResponses,
  json,
  NOT_MODIFIED,
} from '../../plugins/openapi-responses.ts'
import type { CompareService } from './compare-service.ts'

/** The path parameters of an API's compare. */
const CompareParams = z.object({
  urlFragment: z.string().min(1).max(100),
})

/** GET …/v0/docs/{urlFragment}/compare?from=&to=: what changed between two documented versions. */
export const compareRoutes: FastifyPluginAsyncZod<{
  service: CompareService
}> = async (app, { service }) => {
  app.get(
    '/v0/docs/:urlFragment/compare',
    {
      schema: {
        tags: ['docs'],
        operationId: 'compareDocVersions',
        summary:
          'What changed between two documented versions of an API, breaking changes first',
        description:
          'The changes publishing’s diff finds from `from` to `to`, grouped breaking, deprecations, other and documentation, each with the operation it is in and its link on the docs page. Left out, `to` is the current version and `from` the version listed after it.',
        params: CompareParams,
        querystring: VersionCompareQuerySchema,
        response: {
          200: json('The changes, grouped', VersionCompareSchema),
          304: NOT_MODIFIED,
          ...errorResponses(400, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const compare = await service.compare(
        request.params.urlFragment,
        request.query,
      )
      // A publication changes it (R-CACHE-REVALIDATE).
      return sendRevalidated(request, reply, JSON.stringify(compare), {
        contentType: 'application/json; charset=utf-8',
      })
    },
  )
}
