import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { CHANGE_CHANNELS, type ChangeFeed } from '../../db/change-feed.ts'
import type { RateLimits } from '../../plugins/rate-limit.ts'
import type { RequireStaff } from '../staff-auth/index.ts'
import { deprecationNoticesRoutes } from './deprecation-notices-routes.ts'
import { createDeprecationNoticesService } from './deprecation-notices-service.ts'
import { createDeprecationNoticesStore } from './deprecation-notices-store.ts'
import { startDeprecationScheduler } from './deprecation-scheduler.ts'

/** A reminder's day comes without any change to wake the scheduler: it looks this often. */
const SCHEDULER_INTERVAL_MS = 60_000

/** What the deprecation notices are built from. */
export interface DeprecationNoticesDeps {
  db: Db
  now: () => number
  publicOrigin: string
  apiPrefix: string
  requireStaff: RequireStaff
  limits: RateLimits
  changes: ChangeFeed
  /** Test-only: the test clock's listener, so a move of the clock sends what fell due. */
  onClockMoved?: ((listener: () => void) => void) | undefined
}

/**
 * The deprecation notices (issue 36): the routes, and the scheduler of this instance, stopped
 * with the app. Returns the entry editor's seam, which records a published or withdrawn
 * deprecation in the change's transaction (the change's NOTIFY then wakes every scheduler).
 */
export async function registerDeprecationNotices(
  app: FastifyInstance,
  deps: DeprecationNoticesDeps,
) {
  const store = createDeprecationNoticesStore(deps.db)
  const service = createDeprecationNoticesService({
    store,
    now: deps.now,
    publicOrigin: deps.publicOrigin,
    apiPrefix: deps.apiPrefix,
  })
  await app.register(deprecationNoticesRoutes, {
    service,
    requireStaff: deps.requireStaff,
    limits: deps.limits,
  })
  const scheduler = startDeprecationScheduler({
    sendDue: service.sendDue,
    intervalMs: SCHEDULER_INTERVAL_MS,
    onError: (error) =>
      app.log.error({ err: error }, 'sending deprecation notices failed'),
  })
  const unlisten = await deps.changes.listen(
    CHANGE_CHANNELS.catalogue,
    scheduler.wake,
  )
  deps.onClockMoved?.(scheduler.wake)
  // A first look at start: reminders that fell due while no instance ran.
  scheduler.wake()
  app.addHook('onClose', async () => {
    await unlisten()
    await scheduler.stop()
  })
  return {
    onDeprecationChange: async (
      trx: Db,
      change: { apiId: string; after: string | undefined },
    ) =>
      store.deprecationChanged(trx, change.apiId, {
        isDeprecated: change.after !== undefined,
        at: new Date(deps.now()),
      }),
  }
}
