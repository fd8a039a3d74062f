import type { FastifyInstance } from 'fastify'
import { CHANGE_CHANNELS, type ChangeFeed } from '../../db/change-feed.ts'

/**
 * Empties the gateway's 5-second caches on every instance as soon as any instance commits a
 * change (R-CARE-REFUSE, R-REVOKE-AT-ONCE): a change to a credential row (migration 011's trigger:
 * rotation, revocation) empties the key cache and the bearer check's; a deleted access-token id
 * (migration 013's: a revoked token, a deleted grant) the bearer check's. The instance that made
 * the change hears it before it answers (the feed's local echo); a lost notification (the listener
 * reconnecting) costs the others at most the caches' 5 seconds. A published or rolled-back spec
 * (migration 018's trigger) empties the gateway's spec table the same way (R-SPEC-LIVE), and so
 * does a changed catalogue entry (migration 019's trigger): the table holds each API's row too, and
 * an entry made, taken out of the sandbox or deactivated in the console must count at once
 * (R-SPEC-NEW-API).
 */
export async function invalidateKeysOnNotify(
  app: FastifyInstance,
  listen: ChangeFeed['listen'],
  forget: {
    credentials: () => void
    revocations: () => void
    specs: () => void
  },
): Promise<void> {
  const unlisten = [
    await listen(CHANGE_CHANNELS.credentials, forget.credentials),
    await listen(CHANGE_CHANNELS.revocations, forget.revocations),
    await listen(CHANGE_CHANNELS.specs, forget.specs),
    await listen(CHANGE_CHANNELS.catalogue, forget.specs),
  ]
  app.addHook('onClose', async () => {
    await Promise.all(unlisten.map((stop) => stop()))
  })
}
