import { expect, test } from 'vitest'
import { careApp, firstCredential, signUp } from '../../../test/care-kit.ts'

// R-REVOKE-AT-ONCE: calls with the old key still in flight while it is rotated out or revoked
// must not put it back in the gateway's cache; the instance that answered the change refuses the
// key from its next request on, with no database listener to help.
test(
  'Under load, the instance that rotates or revokes a key refuses it from its next request on (R-REVOKE-AT-ONCE)',
  { timeout: 90_000 },
  async () => {
    const { app, post, call } = await careApp({
      listen: undefined,
      rateLimits: { writePerMinute: 1000, emailPerHour: 1000 },
    })
    for (let round = 0; round < 4; round += 1) {
      const { link, token } = await signUp(app)
      const key = token ?? ''
      expect(await call(key)).toBe(200)
      const credential = await firstCredential(post, link)
      const inFlight = Array.from({ length: 8 }, () => call(key))
      const change =
        round % 2 === 0
          ? post('/rotate', {
              ...link,
              credentialId: credential.id,
              overlap: 'none',
            })
          : post('/revoke', { ...link, credentialId: credential.id })
      const more = Array.from({ length: 8 }, () => call(key))
      expect((await change).statusCode).toBeLessThan(300)
      expect(await call(key), `round ${round}, right after`).toBe(401)
      await Promise.all([...inFlight, ...more])
      expect(await call(key), `round ${round}, after the calls in flight`).toBe(
        401,
      )
    }
  },
)
