import { expect, test } from 'vitest'
import { CARE_MESSAGES } from '@portal/schema/credential-care'
import {
  careApp,
  firstCredential,
  publicJwk,
  signUp,
} from '../../../test/care-kit.ts'

test('A CCG client replaces its public key as at signup, with the overlap; it has no secret to rotate (R-CARE-PUBLIC-KEY)', async () => {
  const { app, post, db } = await careApp()
  const { link, userId } = await signUp(app, {
    typeAndApi: 'ccg/health',
    apis: 'ccg/health',
    oAuthPublicKey: JSON.stringify(publicJwk()),
  })
  const credential = await firstCredential(post, link)
  const rotate = await post('/rotate', {
    ...link,
    credentialId: credential.id,
    overlap: 'none',
  })
  expect(rotate.json()).toEqual({ errors: [CARE_MESSAGES.rotateCcg] })
  const weak = await post('/public-key', {
    ...link,
    credentialId: credential.id,
    overlap: '1h',
    publicKey: publicJwk(1024),
  })
  expect(weak.statusCode).toBe(400)
  expect(weak.json().fieldErrors).toEqual({
    publicKey: [CARE_MESSAGES.publicKey],
  })
  const next = { ...publicJwk(), kid: 'second-key' }
  const replaced = await post('/public-key', {
    ...link,
    credentialId: credential.id,
    overlap: '1h',
    publicKey: next,
  })
  expect(replaced.statusCode).toBe(204)
  const rows = await db
    .selectFrom('consumer_credentials')
    .select(['client_id', 'public_jwk', 'expires_at'])
    .where('consumer_id', '=', userId)
    .orderBy('created_at')
    .execute()
  expect(rows).toHaveLength(2)
  expect(rows[0]?.client_id).toBe(rows[1]?.client_id)
  expect(rows[0]?.public_jwk).toHaveProperty('n')
  expect(rows[0]?.expires_at).not.toBeNull()
  expect(rows[1]).toMatchObject({ public_jwk: next, expires_at: null })
  const overview = (await post('', link)).json()
  expect(overview.applications[0].credentials[0].keys[0].publicKeyId).toBe(
    'second-key',
  )
})

test('An ACG web client rotates its secret; a native one has none; redirect URIs are https outside loopback (R-CARE-ROTATE, R-CARE-REDIRECTS)', async () => {
  const { app, post, db } = await careApp()
  const web = await signUp(app, {
    typeAndApi: 'acg/claims',
    apis: 'acg/claims',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: 'https://app.example.org/cb',
    attestationChecked: true,
  })
  const credential = await firstCredential(post, web.link)
  const rotated = await post('/rotate', {
    ...web.link,
    credentialId: credential.id,
    overlap: '7d',
  })
  expect(rotated.json().secret).toHaveLength(40)
  const http = await post('/redirect-uris', {
    ...web.link,
    credentialId: credential.id,
    redirectUris: ['http://app.example.org/cb'],
  })
  expect(http.statusCode).toBe(400)
  expect(http.json().errors).toContain(
    'Enter an https URI: http is allowed only for localhost',
  )
  const none = await post('/redirect-uris', {
    ...web.link,
    credentialId: credential.id,
    redirectUris: [],
  })
  expect(none.json().errors).toContain(CARE_MESSAGES.redirectCount)
  const uris = ['https://app.example.org/cb', 'http://localhost:3000/cb']
  const saved = await post('/redirect-uris', {
    ...web.link,
    credentialId: credential.id,
    redirectUris: uris,
  })
  expect(saved.statusCode).toBe(204)
  const application = await db
    .selectFrom('consumer_applications')
    .select(['redirect_uris', 'redirect_uri'])
    .where('consumer_id', '=', web.userId)
    .executeTakeFirstOrThrow()
  expect(application).toEqual({ redirect_uris: uris, redirect_uri: uris[0] })

  const native = await signUp(app, {
    typeAndApi: 'acg/health',
    apis: 'acg/health',
    oAuthApplicationType: 'native',
    oAuthRedirectURI: 'http://localhost:3000/cb',
  })
  const nativeCredential = await firstCredential(post, native.link)
  const noSecret = await post('/rotate', {
    ...native.link,
    credentialId: nativeCredential.id,
    overlap: 'none',
  })
  expect(noSecret.json()).toEqual({ errors: [CARE_MESSAGES.noSecret] })
  const key = await signUp(app)
  const keyCredential = await firstCredential(post, key.link)
  const notAcg = await post('/redirect-uris', {
    ...key.link,
    credentialId: keyCredential.id,
    redirectUris: uris,
  })
  expect(notAcg.json()).toEqual({ errors: [CARE_MESSAGES.notAcg] })
  const notCcg = await post('/public-key', {
    ...key.link,
    credentialId: keyCredential.id,
    overlap: 'none',
    publicKey: publicJwk(),
  })
  expect(notCcg.json()).toEqual({ errors: [CARE_MESSAGES.notCcg] })
})
