import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { RequireStaff } from '../staff-auth/index.ts'
import { deskRoutes } from './desk-routes.ts'
import { createDeskService } from './desk-service.ts'
import { createDeskStore } from './desk-store.ts'
import { createDeskQueueStore } from './queue-store.ts'

/** What the support desk is built from. */
export interface DeskDeps {
  db: Db
  now: () => number
  requireStaff: RequireStaff
  supportEmail: string
}

/** Registers the console's support desk routes on the API. */
export async function registerSupportDesk(
  api: FastifyInstance,
  deps: DeskDeps,
): Promise<void> {
  await api.register(deskRoutes, {
    service: createDeskService({
      store: createDeskStore(deps.db),
      queueStore: createDeskQueueStore(deps.db),
      now: deps.now,
      supportEmail: deps.supportEmail,
    }),
    requireStaff: deps.requireStaff,
  })
}
