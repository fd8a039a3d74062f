import { z } from 'zod'

/**
 * The one error envelope of every 4xx and 5xx response.
 * `fieldErrors` is present only for validation failures (400), keyed by dotted field path.
 */
export const ApiErrorSchema = z.object({
  errors: z.array(z.string()),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
})

/** A parsed error envelope. */
export type ApiError = z.infer<typeof ApiErrorSchema>
