import { FeatureFlagsSchema, type SiteConfig } from '@portal/schema/site-config'

/** The configuration when none is given (tests, embedded runs); env.ts has the same defaults. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  flags: FeatureFlagsSchema.parse({}),
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
}
