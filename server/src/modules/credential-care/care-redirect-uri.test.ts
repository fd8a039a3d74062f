// Credential care edits redirect URIs by the one rule of signup (R-REDIRECT-URI, R-CARE-REDIRECTS).
import { expect, test } from 'vitest'
import { REFUSED_REDIRECT_URIS } from '@portal/schema/fixtures/redirect-uris'
import { careApp, firstCredential, signUp } from '../../../test/care-kit.ts'

const GOOD = 'https://app.example.org/cb'

async function acgClient() {
  const context = await careApp()
  const client = await signUp(context.app, {
    typeAndApi: 'acg/claims',
    apis: 'acg/claims',
    oAuthApplicationType: 'web',
    oAuthRedirectURI: GOOD,
    attestationChecked: true,
  })
  const credential = await firstCredential(context.post, client.link)
  return { ...context, client, credential }
}

test('Each refused redirect URI gets 400 with its message at its line, and the stored list stays as it was', async () => {
  const { post, db, client, credential } = await acgClient()
  for (const { uri, message } of REFUSED_REDIRECT_URIS) {
    const response = await post('/redirect-uris', {
      ...client.link,
      credentialId: credential.id,
      redirectUris: [GOOD, uri],
    })
    expect(response.statusCode, uri).toBe(400)
    expect(response.json(), uri).toEqual({
      errors: [message],
      fieldErrors: { 'redirectUris.1': [message] },
    })
  }
  const application = await db
    .selectFrom('consumer_applications')
    .select('redirect_uris')
    .where('consumer_id', '=', client.userId)
    .executeTakeFirstOrThrow()
  expect(application.redirect_uris).toEqual([GOOD])
})

test('Several bad lines each get their own message; a URI that is not text gets one too', async () => {
  const { post, client, credential } = await acgClient()
  const response = await post('/redirect-uris', {
    ...client.link,
    credentialId: credential.id,
    redirectUris: ['https://app.example.org/cb#x', GOOD, 'https://*.x.org', 7],
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().fieldErrors).toEqual({
    'redirectUris.0': [
      'Remove the fragment (the part from #): a redirect URI cannot have one',
    ],
    'redirectUris.2': [
      'Enter the exact host name: a redirect URI cannot contain a wildcard (*)',
    ],
    'redirectUris.3': ['Enter an http or https URI'],
  })
})

test('URIs the automatic check set aside are listed until the owner saves a new list (R-REDIRECT-REPAIR)', async () => {
  const { post, db, client, credential } = await acgClient()
  const setAside = 'https://*.example.org/cb'
  await db
    .updateTable('consumer_applications')
    .set({ set_aside_redirect_uris: [setAside] })
    .where('consumer_id', '=', client.userId)
    .execute()
  const before = (await post('', client.link)).json()
  expect(before.applications[0]).toMatchObject({
    redirectUris: [GOOD],
    setAsideRedirectUris: [setAside],
  })
  const saved = await post('/redirect-uris', {
    ...client.link,
    credentialId: credential.id,
    redirectUris: [GOOD, 'https://app.example.org/two'],
  })
  expect(saved.statusCode).toBe(204)
  const after = (await post('', client.link)).json()
  expect(after.applications[0]).toMatchObject({
    redirectUris: [GOOD, 'https://app.example.org/two'],
    setAsideRedirectUris: [],
  })
})
