import { expect, test } from 'vitest'
import { SiteConfigSchema } from '@portal/schema/site-config'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { parseEnv, siteConfigFromEnv } from '../../env.ts'

test('GET /v0/site-config serves the flags and addresses from configuration', async () => {
  const siteConfig = siteConfigFromEnv(
    parseEnv({
      NODE_ENV: 'test',
      FEATURE_FLAGS:
        '{"show_testing_notice":true,"categories":{"health":false}}',
      SEARCH_URL: 'https://search.example.gov/search',
      SEARCH_AFFILIATE: 'portal-test',
      VA_NETWORK_PROBE_URL: 'https://probe.example.gov/ping.png',
    }),
  )
  const { app } = await buildTestApp({ siteConfig })
  const response = await app.inject({ url: '/platform-backend/v0/site-config' })
  expect(response.statusCode).toBe(200)
  const config = SiteConfigSchema.parse(response.json())
  expect(config.flags).toEqual({
    categories: { health: false },
    deactivated_apis: {},
    enabled: {},
    hosted_apis: {},
    show_testing_notice: true,
  })
  expect(config.search).toEqual({
    url: 'https://search.example.gov/search',
    affiliate: 'portal-test',
  })
  // The CSP lets the search form and the network probe reach their configured hosts only.
  const csp = String(response.headers['content-security-policy'])
  expect(csp).toContain("form-action 'self' https://search.example.gov")
  expect(csp).toMatch(/connect-src [^;]*https:\/\/probe\.example\.gov/)
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com')
})

test('Feature flags that are not JSON of the right shape stop the start with a clear message', () => {
  expect(() =>
    parseEnv({
      NODE_ENV: 'test',
      FEATURE_FLAGS: '{"show_testing_notice":"yes"',
    }),
  ).toThrow(/FEATURE_FLAGS: must be JSON like/)
  expect(() =>
    parseEnv({
      NODE_ENV: 'test',
      FEATURE_FLAGS: '{"show_testing_notice":"yes"}',
    }),
  ).toThrow(/FEATURE_FLAGS/)
  expect(parseEnv({ NODE_ENV: 'test' }).FEATURE_FLAGS.show_testing_notice).toBe(
    false,
  )
})
