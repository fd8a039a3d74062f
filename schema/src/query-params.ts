import { z } from 'zod'

// R-QUERY-EMPTY: one rule for every query parameter of the portal's API. A form that submits an
// unset filter sends `?type=`; the server takes it as not given, and the OpenAPI document, which
// is generated from these schemas, says so: an empty string is one branch of the parameter.

/** An empty query value, as the document shows it. */
const EmptyParamSchema = z
  .literal('')
  .describe('Empty: the same as leaving the parameter out.')

/**
 * A query parameter that may be left out or left empty (`?page=`); both read as `undefined`, and
 * any other value must pass `schema`.
 */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z
    .union([EmptyParamSchema, schema], {
      // A value that is neither empty nor valid gets the parameter's own message, not the union's.
      error: (issue) =>
        issue.code === 'invalid_union'
          ? issue.errors[1]?.[0]?.message
          : undefined,
    })
    .optional()
    .transform((value): z.output<T> | undefined =>
      value === '' ? undefined : (value as z.output<T> | undefined),
    )
