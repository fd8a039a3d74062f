import { expect, test } from 'vitest'
import { DEFAULT_SITE_CONFIG } from '@portal/schema/site-config'
import { TEST_SECRETS } from '../../../test/build-test-app.ts'
import { careApp, firstCredential, signUp } from '../../../test/care-kit.ts'
import { createGatewayService } from './gateway-service.ts'
import { createGatewayStore } from './gateway-store.ts'

// R-REVOKE-AT-ONCE: a key look-up that read the row before a revocation committed answers its own
// call, but must not go into the cache, or the revoked key would answer for five more seconds.
test('A look-up in flight when the keys are forgotten is not cached', async () => {
  const { app, db, post } = await careApp({ listen: undefined })
  const { link, token } = await signUp(app)
  const store = createGatewayStore(db)
  let release: () => void = () => undefined
  let held: Promise<void> | null = null
  const service = createGatewayService({
    store: {
      ...store,
      // The look-up reads the row now, and answers when the test lets it.
      findApiKey: async (secretHmac) => {
        const row = await store.findApiKey(secretHmac)
        if (held) await held
        return row
      },
    },
    credentialHash: TEST_SECRETS.credentialHash,
    flags: DEFAULT_SITE_CONFIG.flags,
    now: Date.now,
    gatewayBase: 'http://127.0.0.1:8080/sandbox-api',
    publicOrigin: 'http://127.0.0.1:8080',
  })
  const call = await service.route(
    '/services/va_facilities/v0/facilities/vha_688',
  )
  if (!call) throw new Error('no route')
  const authorize = () =>
    service.authorize(call, {
      apiKey: () => token ?? '',
      authorization: undefined,
    })
  held = new Promise((resolve) => {
    release = resolve
  })
  const inFlight = authorize()
  // The revocation commits and this instance forgets its keys while the look-up is held.
  const credential = await firstCredential(post, link)
  expect(
    (await post('/revoke', { ...link, credentialId: credential.id }))
      .statusCode,
  ).toBe(204)
  service.forgetKeys()
  held = null
  release()
  expect(await inFlight).toHaveProperty('credentialId') // read before the revocation
  expect(await authorize()).toHaveProperty('refusal.status', 401)
})
