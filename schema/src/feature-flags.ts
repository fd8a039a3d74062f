// The flags' defaults and the category rule, without Zod: every page's first load applies them
// (public-status.ts), and the schemas stay in site-config.ts.
import type { FeatureFlags } from './site-config.ts'

/**
 * Every flag at its default: the same as `FeatureFlagsSchema.parse({})` (tested), written out so
 * pages that only need the defaults do not carry Zod.
 */
export const DEFAULT_FLAGS: FeatureFlags = {
  categories: {},
  deactivated_apis: {},
  enabled: {},
  hosted_apis: {},
  show_testing_notice: false,
}

/**
 * R-FLAGS-CATEGORY: a category is shown unless the categories flag switches its key off. What that
 * means for its APIs is decided once, with the other flags, in public-status.ts.
 */
export function isCategoryEnabled(
  flags: FeatureFlags,
  categoryKey: string,
): boolean {
  return flags.categories[categoryKey] !== false
}
