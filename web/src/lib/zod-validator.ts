import type { z } from 'zod'
import type { FieldErrors } from './form-store.ts'

/**
 * The messages of Zod issues by field path, the first issue of a path winning (the order the
 * schema checks in). A failed union speaks with its closest branch: the one with the fewest issues
 * gives the message, and its issues count for the fields below (the rule @hookform/resolvers
 * followed before ADR 025, so every message stays as it was).
 */
function errorsOfIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  const queue: z.core.$ZodIssue[] = [...issues]
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const path = issue.path.map(String).join('.')
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) =>
        branch.length < best.length ? branch : best,
      )
      errors[path] ??= closest[0]?.message ?? issue.message
      const parent = issue.path
      issue.errors.forEach((branch) =>
        branch.forEach((inner) =>
          queue.push({ ...inner, path: [...parent, ...inner.path] }),
        ),
      )
    } else errors[path] ??= issue.message
  }
  return errors
}

/** A form's validate function from the schema the server checks the payload with again. */
export function zodValidator<T>(schema: z.ZodType) {
  return (values: T): FieldErrors => {
    const result = schema.safeParse(values)
    return result.success ? {} : errorsOfIssues(result.error.issues)
  }
}
