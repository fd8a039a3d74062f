import { sql } from 'kysely'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.ts'

/** GET …/v0/healthcheck: 200 when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (
  app,
  { db },
) => {
  app.get('/v0/healthcheck', async (request, reply) => {
    try {
      await sql`select 1`.execute(db)
      return { status: 'ok' }
    } catch (error) {
      request.log.error({ err: error }, 'healthcheck: database unavailable')
      return reply.code(503).send({ errors: ['Database unavailable'] })
    }
  })
}
