import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { errorResponses, json } from '../../plugins/openapi-responses.ts'
import { readMailbox } from './mailer.ts'

const MailboxSchema = z.object({ messages: z.array(z.looseObject({})) })

/** GET …/v0/dev/mailbox: the local mailbox, only when mail goes to a folder instead of SMTP. */
export const mailboxRoutes: FastifyPluginAsync<{ dir: string }> = async (
  app,
  { dir },
) => {
  const schema = {
    tags: ['development'],
    operationId: 'getDevMailbox',
    summary: 'The local mailbox (only while mail goes to a folder)',
    response: {
      200: json('The emails written to the folder', MailboxSchema),
      ...errorResponses(),
    },
  }
  app.get('/v0/dev/mailbox', { schema }, async () => ({
    messages: await readMailbox(dir),
  }))
}
