import { z } from 'zod'
import { DEFAULT_FLAGS } from './feature-flags.ts'

const FlagMapSchema = z.record(z.string(), z.boolean())

/**
 * Feature flags (R-FLAGS-SOURCE). They come from server configuration (`FEATURE_FLAGS`), never from
 * code edits: `categories` and `enabled` switch category keys and API urlFragments off when false,
 * `deactivated_apis` marks API urlFragments as deactivated, `hosted_apis` lists the APIs the
 * department hosts, `show_testing_notice` shows the testing-site banner.
 */
export const FeatureFlagsSchema = z.object({
  categories: FlagMapSchema.default({}),
  deactivated_apis: FlagMapSchema.default({}),
  enabled: FlagMapSchema.default({}),
  hosted_apis: FlagMapSchema.default({}),
  show_testing_notice: z.boolean().default(false),
})

/** The feature flags after defaults. */
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>

/** GET …/v0/site-config: what the shell needs from the server's configuration. */
export const SiteConfigSchema = z.object({
  flags: FeatureFlagsSchema,
  /** The government search site the header's search submits to (GET, `affiliate` and `query`). */
  search: z.object({ url: z.url(), affiliate: z.string().min(1) }),
  /** The external API status page. */
  statusPageUrl: z.url(),
  /** Where "Help improve this site" leads: absolute, or a path of this site. */
  feedbackUrl: z.string().min(1),
  /** The production portal's address, named by the testing-site notice. */
  productionUrl: z.url(),
  /** The VA network check: a URL reachable only inside the network, and where to go then. */
  vaNetwork: z.object({ probeUrl: z.url(), redirectUrl: z.url() }),
  /**
   * The sandbox gateway's base address (R-GATEWAY-URLS): `{origin}/sandbox-api`. A department
   * sandbox URL `https://sandbox-api.va.gov/services/…` is `{sandboxBaseUrl}/services/…` here.
   */
  sandboxBaseUrl: z.url(),
})

/** The site configuration served to the web app. */
export type SiteConfig = z.infer<typeof SiteConfigSchema>

/** The configuration when none is given (tests, embedded runs); the server's env defaults too. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  flags: DEFAULT_FLAGS,
  search: {
    url: 'https://search.usa.gov/search',
    affiliate: 'developer.va.gov',
  },
  statusPageUrl: 'https://valighthouse.statuspage.io',
  feedbackUrl: '/support/contact-us',
  productionUrl: 'https://developer.va.gov',
  vaNetwork: {
    probeUrl: 'https://github.ec.va.gov/fluidicon.png',
    redirectUrl: 'https://github.ec.va.gov/lighthouse/api-publishing',
  },
  sandboxBaseUrl: 'http://127.0.0.1:8080/sandbox-api',
}
