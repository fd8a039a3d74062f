import { sql } from 'kysely'
import type { Db } from '../../db/client.ts'

/** Reads which uploads the stored production requests use. */
export function createLogoUploadStore(db: Db) {
  return {
    /** Whether a stored request names the upload as its icon or large logo. */
    isReferenced: async (id: string): Promise<boolean> => {
      const marker = `/original/${id}/`
      const row = await db
        .selectFrom('production_requests')
        .select('id')
        .where(
          sql<boolean>`position(${marker} in coalesce(request->>'logoIcon', '') || ' ' || coalesce(request->>'logoLarge', '')) > 0`,
        )
        .limit(1)
        .executeTakeFirst()
      return row !== undefined
    },
  }
}

/** The logo upload store. */
export type LogoUploadStore = ReturnType<typeof createLogoUploadStore>
