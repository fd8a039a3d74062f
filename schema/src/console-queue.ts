import { z } from 'zod'
import { optionalParam } from './query-params.ts'

// What the console's queues share in their contract (the production-request review's and the
// support desk's): the query's empty parameters, assignee and page, a staff member as a request
// shows them, and the page of rows a queue answers. Empty parameters follow `optionalParam`.

/** The assignee filter: `me`, `nobody`, or a staff member's id. */
export const assigneeParam = optionalParam(
  z.union([z.enum(['me', 'nobody']), z.uuid()]),
)

/** The page of a queue and its size. */
export const pageParams = {
  page: optionalParam(z.coerce.number().int().min(1).max(100_000)),
  pageSize: optionalParam(z.coerce.number().int().min(1).max(100)),
}

/** A staff member as a queue row or a request shows them (an assignee). */
export const StaffRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
})

/** A queue's answer: one page of `row`s and the count of all that match. */
export const queuePageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })
