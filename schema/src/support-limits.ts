/**
 * Field maxima of the contact form. Apart from the schema (support-request.ts) so the form can
 * render its character counts without loading Zod (R-PERF-FIRST-LOAD, ADR 021).
 */
export const SUPPORT_LIMITS = {
  name: 47,
  organization: 100,
  role: 415,
  roleDescription: 100,
  description: 1000,
  long: 415,
} as const
