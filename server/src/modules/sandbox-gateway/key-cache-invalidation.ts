import type { FastifyInstance } from 'fastify'
import type { Listen } from '../../db/listen.ts'

/** The channel migration 011's trigger notifies on every change to a credential row. */
const CREDENTIALS_CHANNEL = 'consumer_credentials'

/**
 * Empties the gateway's 5-second key cache on every instance as soon as any instance commits a
 * change to a credential (rotation, revocation), so a revoked or rotated-out key is refused at once
 * everywhere (R-CARE-REFUSE). A lost notification (the listener reconnecting) costs at most the
 * cache's 5 seconds.
 */
export async function invalidateKeysOnNotify(
  app: FastifyInstance,
  listen: Listen,
  forgetKeys: () => void,
): Promise<void> {
  const unlisten = await listen(CREDENTIALS_CHANNEL, forgetKeys)
  app.addHook('onClose', async () => {
    await unlisten()
  })
}
