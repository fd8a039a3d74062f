import {
  sql,
  type Expression,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'

// The SQL the console's queues share (the production-request review's and the support desk's):
// the search, the assignee filter, and one page in a stable order with the count of every
// matching row. Each queue's store aliases its table `r`.

// `like` reads % and _ as wildcards; a search for them means the characters themselves.
const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** The search: any part of the row's generated, lower-cased `search_text`. */
export const searchMatches = (text: string): Expression<SqlBool> =>
  sql<boolean>`r.search_text like ${likePattern(text)} escape '\\'`

/**
 * The assignee filter: `me` (the staff member asking), `nobody`, or a staff id; none when
 * `assignee` is empty.
 */
export function assigneeIs(
  assignee: string | undefined,
  staffId: string,
): Expression<SqlBool> | undefined {
  const column = sql.ref('r.assignee_id')
  if (assignee === 'me') return sql<boolean>`${column} = ${staffId}`
  if (assignee === 'nobody') return sql<boolean>`${column} is null`
  if (assignee) return sql<boolean>`${column} = ${assignee}`
  return undefined
}

/** Which page of a queue, in which order. */
export interface QueuePageQuery {
  page: number
  pageSize: number
  /** A key of the queue's sort columns, `-` first for descending. */
  sort: string
}

/**
 * One page of a filtered queue and the count of every matching row. The page reads in index
 * order (the sort column, then the id, so equal values never swap between pages) and stops at
 * its size; the count is its own query (a window count would make every page read and sort
 * every matching row).
 */
export async function queuePage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  columnsOf: (
    select: SelectQueryBuilder<DB, TB, object>,
  ) => SelectQueryBuilder<DB, TB, O>,
  sortColumns: Record<string, string>,
  query: QueuePageQuery,
): Promise<{ rows: O[]; total: number }> {
  const direction = query.sort.startsWith('-') ? 'desc' : 'asc'
  const column = sortColumns[query.sort.replace(/^-/, '')] ?? 'r.id'
  const rows = (await columnsOf(filtered)
    .orderBy(sql.ref(column), direction)
    .orderBy(sql.ref('r.id'), direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute()) as O[]
  const counted = (await filtered
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirst()) as { count?: string } | undefined
  return { rows, total: Number(counted?.count ?? 0) }
}
