import type { LaunchOptions } from '@playwright/test'

/** Debian's Chromium, as every browser test launches it (playwright.config.ts). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} satisfies LaunchOptions

/**
 * The same Chromium, keeping a module whose fetch failed in its module map, so importing that
 * address again fails at once without a request: what browsers did before the HTML standard
 * stopped caching failed fetches (whatwg/html#10327), Debian's Chromium 150 among them, and what
 * visitors on such versions still get. Builds with the new behaviour have it behind this feature;
 * the tests ask the browser which it does (chunk-retry.spec.ts) rather than trust a version.
 */
export const CHROMIUM_KEEPING_FAILED_IMPORTS = {
  ...CHROMIUM,
  args: [...CHROMIUM.args, '--disable-features=ModuleMapDoNotCacheFailedFetch'],
} satisfies LaunchOptions
