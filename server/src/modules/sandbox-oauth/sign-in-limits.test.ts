// R-OAUTH-SIGN-IN-LIMIT: wrong passwords and codes are counted per sign-in and per address; once
// either count is used up, the step answers 429 with its message and Retry-After, whatever is sent.
import { expect, test } from 'vitest'
import { SIGN_IN_MESSAGES } from '@portal/schema/sandbox-sign-in'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { browser, pathOf, totpCode } from '../../../test/oauth-kit.ts'
import {
  REDIRECT,
  SERVER,
  signUpHealthClient,
} from '../../../test/acg-test-kit.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']

async function testUser(db: Awaited<ReturnType<typeof buildTestApp>>['db']) {
  const row = await db
    .selectFrom('test_user_rows as row')
    .innerJoin('test_user_tables as table', 'table.id', 'row.table_id')
    .select('row.credentials')
    .where('table.api_url_slug', '=', 'patient-health')
    .where('row.credentials', 'is not', null)
    .orderBy('table.position')
    .orderBy('row.position')
    .executeTakeFirstOrThrow()
  return (
    row.credentials as Record<
      string,
      { username: string; password: string; seed: string }
    >
  ).idme as { username: string; password: string; seed: string }
}

/** A new sign-in (interaction) in a new browser: its step URLs. */
async function startSignIn(app: App, clientId: string) {
  const { request } = browser(app)
  const start = await request(
    'GET',
    `${SERVER}/authorization?${new URLSearchParams({
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid patient/Condition.read',
      state: 's',
    })}`,
  )
  const uid = pathOf(start.headers.location as string)
    .split('?')[0]
    ?.split('/')
    .at(-1)
  const step = (action: string, body: Record<string, unknown>) =>
    request('POST', `${SERVER}/interaction/${uid}/${action}`, body)
  return { step }
}

// Two whole sign-ins (signup, password, one-time code) on the suite's first app: slower than most.
test(
  'Wrong passwords and codes: after the sign-in’s tries are used up, 429 with its message and Retry-After, even for the right answer (R-OAUTH-SIGN-IN-LIMIT)',
  { timeout: 60_000 },
  async () => {
    const { app, db } = await buildTestApp({
      rateLimits: { signInFailuresPerInteraction: 2 },
    })
    const user = await testUser(db)
    const client = await signUpHealthClient(app, 'web')
    const password = (value: string) => ({
      identityProvider: 'idme',
      username: user.username,
      password: value,
    })
    const first = await startSignIn(app, client.clientID ?? '')
    for (let i = 0; i < 2; i += 1)
      expect((await first.step('login', password('wrong'))).statusCode).toBe(
        400,
      )
    const locked = await first.step('login', password(user.password))
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({ errors: [SIGN_IN_MESSAGES.tooManyTries] })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)

    // A new sign-in starts with its own tries; the code step counts against the same limit.
    const second = await startSignIn(app, client.clientID ?? '')
    expect(
      (await second.step('login', password(user.password))).json(),
    ).toEqual({
      step: 'code',
    })
    const right = totpCode(user.seed)
    const wrongCode = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 2; i += 1)
      expect(
        (await second.step('code', { code: wrongCode })).json().errors,
      ).toEqual([SIGN_IN_MESSAGES.wrongCode])
    const codeLocked = await second.step('code', { code: right })
    expect(codeLocked.statusCode).toBe(429)
    expect(codeLocked.json()).toEqual({
      errors: [SIGN_IN_MESSAGES.tooManyTries],
    })
  },
)

test('Wrong tries from one address across sign-ins: 429 with the address message (R-OAUTH-SIGN-IN-LIMIT)', async () => {
  const { app, db } = await buildTestApp({
    rateLimits: {
      signInFailuresPerInteraction: 5,
      signInFailuresPerAddress: 3,
    },
  })
  const user = await testUser(db)
  const client = await signUpHealthClient(app, 'web')
  const wrong = {
    identityProvider: 'idme',
    username: user.username,
    password: 'wrong',
  }
  for (let i = 0; i < 3; i += 1) {
    const signIn = await startSignIn(app, client.clientID ?? '')
    expect((await signIn.step('login', wrong)).statusCode).toBe(400)
  }
  const fresh = await startSignIn(app, client.clientID ?? '')
  const refused = await fresh.step('login', {
    ...wrong,
    password: user.password,
  })
  expect(refused.statusCode).toBe(429)
  expect(refused.json()).toEqual({
    errors: [SIGN_IN_MESSAGES.tooManyTriesFromAddress],
  })
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800)
})
