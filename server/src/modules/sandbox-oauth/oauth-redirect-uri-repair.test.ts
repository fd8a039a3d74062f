// Redirect URIs stored before the one rule (R-REDIRECT-URI, R-REDIRECT-REPAIR): a client whose
// stored list holds a URI oidc-provider refuses keeps authorizing with its good URIs, the
// automatic check repairs or sets aside the bad ones, and the owner is emailed.
import { expect, test } from 'vitest'
import { buildTestApp, TEST_SECRETS } from '../../../test/build-test-app.ts'
import { pkcePair } from '../../../test/oauth-kit.ts'
import { repairRedirectUris } from '../credential-care/index.ts'
import { createOutboxStore, processOutbox } from '../outbox/index.ts'
import {
  authorize,
  REDIRECT,
  SERVER,
  signUpHealthClient,
} from '../../../test/acg-test-kit.ts'

const FRAGMENT = 'https://app.example.org/other#frag'
const REPAIRED = 'https://app.example.org/other'
const WILDCARD = 'https://*.example.org/cb'
const CRLF = 'https://app.example.org/cb\r\nX-Injected: 1'

// A whole sign-in (password, one-time code, consent) on a fresh database: slower than most.
test(
  'A client with stored fragment, wildcard and CR/LF URIs authorizes with its good one, before and after the repair; the owner is emailed once',
  { timeout: 60_000 },
  async () => {
    const { app, db } = await buildTestApp({ freshDatabase: true })
    const client = await signUpHealthClient(app, 'native')
    const clientId = client.clientID ?? ''
    // The rows as signup stored them before the rule: unchecked, with URIs it now refuses.
    const { id: applicationId } = await db
      .selectFrom('consumer_credentials')
      .select('application_id as id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('consumer_applications')
      .set({
        redirect_uris: [FRAGMENT, REDIRECT, WILDCARD, CRLF],
        redirect_uris_checked_at: null,
      })
      .where('id', '=', applicationId)
      .execute()

    const query = (redirectUri: string) => ({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid patient/Condition.read',
      state: 'st',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    })
    const start = (redirectUri: string) =>
      app.inject({
        url: `${SERVER}/authorization?${new URLSearchParams(query(redirectUri))}`,
      })
    // Before the repair the look-up leaves the refused URIs out (without it: 400
    // invalid_redirect_uri "redirect_uris must not contain fragments", for every URI).
    const { params } = await authorize(app, db, query(REDIRECT))
    expect(params.get('code')).toBeTruthy()
    expect((await start(FRAGMENT)).statusCode).toBe(400)

    const repair = () =>
      repairRedirectUris({
        db,
        publicOrigin: 'http://127.0.0.1:8080',
        linkSecret: TEST_SECRETS.testDataLink,
        now: Date.now,
      })
    // On PostgreSQL (test:pg) every test file shares one database: other files' unchecked rows may
    // be repaired by the same call, so this test looks only at its own application and owner.
    expect(await repair()).toBeGreaterThanOrEqual(1)
    const application = await db
      .selectFrom('consumer_applications')
      .select([
        'redirect_uris',
        'redirect_uri',
        'set_aside_redirect_uris',
        'redirect_uris_checked_at',
      ])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow()
    expect(application).toMatchObject({
      redirect_uris: [REPAIRED, REDIRECT],
      redirect_uri: REPAIRED,
      set_aside_redirect_uris: [WILDCARD, CRLF],
    })
    expect(application.redirect_uris_checked_at).not.toBeNull()

    // Both kept URIs are accepted now: each is sent on to the sign-in page.
    for (const uri of [REDIRECT, REPAIRED]) {
      const started = await start(uri)
      expect(started.statusCode, uri).toBe(303)
      expect(started.headers.location, uri).toMatch(/\/sandbox-sign-in\//)
    }
    expect((await start(WILDCARD)).statusCode).toBe(400)

    const owner = await db
      .selectFrom('consumers')
      .innerJoin(
        'consumer_applications',
        'consumer_applications.consumer_id',
        'consumers.id',
      )
      .select(['consumers.email', 'consumers.id'])
      .where('consumer_applications.id', '=', applicationId)
      .executeTakeFirstOrThrow()
    const queuedForOwner = () =>
      db
        .selectFrom('email_outbox')
        .select('recipient')
        .where('template', '=', 'redirect-uri-repair')
        .where('recipient', '=', owner.email)
        .execute()
    expect(await queuedForOwner()).toHaveLength(1)
    // The outbox worker sends it like any other mail.
    const sent: { to: string; subject: string; text: string }[] = []
    await processOutbox({
      store: createOutboxStore(db),
      mailer: { send: async (message) => void sent.push(message) },
      publicOrigin: 'http://127.0.0.1:8080',
    })
    const email = sent.find((message) =>
      message.subject.startsWith('We changed'),
    )
    if (!email) throw new Error('the repair email was not sent')
    expect(email.to).toBe(owner.email)
    expect(email.subject).toBe(
      'We changed the redirect URIs of your sandbox client',
    )
    expect(email.text).toContain(
      `- Changed "${FRAGMENT}" to "${REPAIRED}" (a redirect URI cannot have a fragment).`,
    )
    expect(email.text).toContain(
      `- Set aside "${WILDCARD}": Enter the exact host name: a redirect URI cannot contain a wildcard (*).`,
    )
    // A stored line break is shown escaped: it cannot start a line of its own in the email.
    expect(email.text).toContain(
      '- Set aside "https://app.example.org/cb\\r\\nX-Injected: 1": Remove the spaces',
    )
    expect(email.text).not.toMatch(/^X-Injected/m)
    expect(email.text).toContain(
      `Your client now redirects to: "${REPAIRED}", "${REDIRECT}".`,
    )
    expect(email.text).toMatch(/\/sandbox-credentials\/[\w-]+\/[\w-]+/)

    // The credentials page shows the change in its audit trail and the URIs set aside.
    const events = await db
      .selectFrom('credential_events')
      .select(['action', 'detail', 'address'])
      .where('application_id', '=', applicationId)
      .execute()
    expect(events).toEqual([
      expect.objectContaining({
        action: `Checked the redirect URIs of ACG client ${clientId}`,
        address: 'VA API Platform (automatic check)',
      }),
    ])

    // The check runs once: a second start changes and emails nothing more.
    await repair()
    expect(await queuedForOwner()).toHaveLength(1)
    expect(events).toHaveLength(1)
  },
)

test('An application whose stored URIs all pass is marked checked and nobody is emailed', async () => {
  const { app, db } = await buildTestApp({ freshDatabase: true })
  const client = await signUpHealthClient(app, 'web')
  const { id: applicationId } = await db
    .selectFrom('consumer_credentials')
    .select('application_id as id')
    .where('client_id', '=', client.clientID ?? '')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('consumer_applications')
    .set({ redirect_uris_checked_at: null })
    .where('id', '=', applicationId)
    .execute()
  await repairRedirectUris({
    db,
    publicOrigin: 'http://127.0.0.1:8080',
    linkSecret: TEST_SECRETS.testDataLink,
    now: Date.now,
  })
  const rows = await db
    .selectFrom('consumer_applications')
    .select(['redirect_uris', 'redirect_uris_checked_at'])
    .where('id', '=', applicationId)
    .execute()
  expect(rows).toEqual([
    { redirect_uris: [REDIRECT], redirect_uris_checked_at: expect.any(Date) },
  ])
  expect(client.clientID).toBeTruthy()
  expect(
    await db
      .selectFrom('email_outbox')
      .innerJoin('consumers', 'consumers.email', 'email_outbox.recipient')
      .innerJoin(
        'consumer_applications',
        'consumer_applications.consumer_id',
        'consumers.id',
      )
      .select('email_outbox.id')
      .where('email_outbox.template', '=', 'redirect-uri-repair')
      .where('consumer_applications.id', '=', applicationId)
      .execute(),
  ).toEqual([])
})
