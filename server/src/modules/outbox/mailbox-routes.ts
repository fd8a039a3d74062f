import type { FastifyPluginAsync } from 'fastify'
import { readMailbox } from './mailer.ts'

/** GET …/v0/dev/mailbox: the local mailbox, only when mail goes to a folder instead of SMTP. */
export const mailboxRoutes: FastifyPluginAsync<{ dir: string }> = async (
  app,
  { dir },
) => {
  app.get('/v0/dev/mailbox', async () => ({ messages: await readMailbox(dir) }))
}
