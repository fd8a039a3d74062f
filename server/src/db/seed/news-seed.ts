import { NewsSeedSchema } from '@portal/schema/news'
import type { Db } from '../client.ts'

/** Replaces the news items with the seed file's (the file is the source of truth). */
export async function seedNews(db: Db, raw: unknown): Promise<number> {
  const seed = NewsSeedSchema.parse(raw)
  const rows = Object.entries(seed).flatMap(([section, items]) =>
    items.map((item) => ({
      section: section as keyof typeof seed,
      title: item.title,
      url: item.url,
      published_on: item.date,
      source: item.source ?? null,
    })),
  )
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('news_items').execute()
    if (rows.length > 0)
      await trx.insertInto('news_items').values(rows).execute()
  })
  return rows.length
}
