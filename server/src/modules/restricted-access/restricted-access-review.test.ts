import { generateKeyPairSync } from 'node:crypto'
import { expect, test } from 'vitest'
import type { RestrictedAccessDetail } from '@portal/schema/restricted-access'
import { RESTRICTED_ACCESS_MESSAGES } from '@portal/schema/restricted-access-texts'
import { REVIEW_ERRORS } from '@portal/schema/production-review-texts'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  ask,
  asApplicant,
  asStaff,
  auditOf,
  callAppeals,
  grant,
  linkOf,
  mailsOf,
  move,
} from '../../../test/restricted-access-kit.ts'
import { signInStaff } from '../../../test/staff-kit.ts'
import { statusLinkSignature } from '../production-requests/index.ts'

async function appWithAsk() {
  const { app, db } = await buildTestApp()
  const reviewer = await signInStaff(db, { roles: ['reviewer'] })
  const { id, email } = await ask(app, db)
  return { app, db, reviewer, id, email }
}

test('The ask lands in the reviewers’ queue with its own checklist; others get 401 or 403', async () => {
  const { app, db, reviewer, id } = await appWithAsk()
  const queue = await asStaff(app, reviewer, 'GET', '?status=submitted')
  expect(queue.statusCode).toBe(200)
  expect(queue.json().items).toContainEqual(
    expect.objectContaining({
      id,
      api: { name: 'Appeals Status API', urlSlug: 'appeals' },
      status: 'submitted',
    }),
  )
  const detail = (await asStaff(app, reviewer, 'GET', `/${id}`)).json()
  expect(detail.checks.map((check: { check: string }) => check.check)).toEqual([
    'identity',
    'eligibility',
    'purpose',
  ])
  expect(detail.actions).toEqual(['grant', 'deny'])
  const support = await signInStaff(db, { roles: ['support'] })
  expect((await asStaff(app, support, 'GET', `/${id}`)).statusCode).toBe(403)
  const anonymous = await app.inject({
    method: 'GET',
    url: `/platform-backend/v0/console/restricted-access-requests/${id}`,
  })
  expect(anonymous.statusCode).toBe(401)
})

test('Granting needs every check passed (409, nothing written), then the applicant collects a key once and the gateway answers 2xx with it', async () => {
  const { app, db, reviewer, id, email } = await appWithAsk()
  const early = await move(app, reviewer, id, { action: 'grant' })
  expect(early.statusCode).toBe(409)
  expect(early.json()).toEqual({
    errors: [RESTRICTED_ACCESS_MESSAGES.checksFirst],
  })
  expect(await auditOf(db, id)).toEqual([])

  await grant(app, reviewer, id)
  const mails = await mailsOf(db, id)
  expect(mails.map((mail) => mail.template)).toEqual([
    'restricted-access-received',
    'restricted-access-granted',
  ])
  const audit = await auditOf(db, id)
  expect(audit.map((row) => row.action)).toEqual([
    'restricted_access.check_marked',
    'restricted_access.check_marked',
    'restricted_access.check_marked',
    'restricted_access.granted',
  ])
  expect(audit.every((row) => row.staff_id === reviewer.staff.id)).toBe(true)

  const status = await asApplicant(app, '', linkOf(id))
  expect(status.statusCode).toBe(200)
  expect(status.headers['cache-control']).toBe('no-store')
  expect(status.json()).toMatchObject({ status: 'granted', canCollect: true })

  const collected = await asApplicant(app, '/credentials', linkOf(id))
  expect(collected.statusCode, collected.body).toBe(201)
  const { token, email: answeredEmail } = collected.json()
  expect(answeredEmail).toBe(email)
  expect((await callAppeals(app, token)).statusCode).toBe(200)
  // The welcome email goes as for a signup, with no secret in it.
  const welcome = await db
    .selectFrom('email_outbox')
    .select('payload')
    .where('template', '=', 'sandbox-welcome')
    .where('recipient', '=', email)
    .execute()
  expect(welcome).toHaveLength(1)
  expect(JSON.stringify(welcome[0]?.payload)).not.toContain(token)

  const again = await asApplicant(app, '/credentials', linkOf(id))
  expect(again.statusCode).toBe(409)
  expect(again.json()).toEqual({
    errors: [RESTRICTED_ACCESS_MESSAGES.alreadyCollected],
  })
  const after = (await asApplicant(app, '', linkOf(id))).json()
  expect(after.canCollect).toBe(false)
  expect(
    after.timeline.map((event: { action: string }) => event.action),
  ).toEqual(['submitted', 'grant', 'collected'])
})

test('Revoking stops the key at once (401), emails the reason and is audited', async () => {
  const { app, db, reviewer, id } = await appWithAsk()
  await grant(app, reviewer, id)
  const { token } = (await asApplicant(app, '/credentials', linkOf(id))).json()
  expect((await callAppeals(app, token)).statusCode).toBe(200)
  const noReason = await move(app, reviewer, id, {
    action: 'revoke',
    reason: ' ',
  } as never)
  expect(noReason.statusCode).toBe(400)
  const revoked = await move(app, reviewer, id, {
    action: 'revoke',
    reason: 'The agreement ended.',
  })
  expect(revoked.statusCode).toBe(200)
  expect((revoked.json() as RestrictedAccessDetail).status).toBe('revoked')
  expect((await callAppeals(app, token)).statusCode).toBe(401)
  const mails = await mailsOf(db, id)
  expect(mails.at(-1)).toMatchObject({ template: 'restricted-access-revoked' })
  expect(JSON.stringify(mails.at(-1)?.payload)).toContain(
    'The agreement ended.',
  )
  const audit = await auditOf(db, id)
  expect(audit.at(-1)).toMatchObject({
    action: 'restricted_access.revoked',
    after: expect.objectContaining({ credentialsRevoked: 1 }),
  })
  expect((await asApplicant(app, '', linkOf(id))).json()).toMatchObject({
    status: 'revoked',
    reason: 'The agreement ended.',
    canCollect: false,
  })
})

test('Denying emails the reason; the applicant reads it and cannot collect credentials', async () => {
  const { app, db, reviewer, id } = await appWithAsk()
  const denied = await move(app, reviewer, id, {
    action: 'deny',
    reason: 'Only department teams may use this API.',
  })
  expect(denied.statusCode).toBe(200)
  const mails = await mailsOf(db, id)
  expect(mails.at(-1)?.template).toBe('restricted-access-denied')
  expect(JSON.stringify(mails.at(-1)?.payload)).toContain(
    'Only department teams',
  )
  const status = (await asApplicant(app, '', linkOf(id))).json()
  expect(status).toMatchObject({ status: 'denied', canCollect: false })
  expect(status.reason).toBe('Only department teams may use this API.')
  const collect = await asApplicant(app, '/credentials', linkOf(id))
  expect(collect.statusCode).toBe(409)
  expect((await auditOf(db, id)).map((row) => row.action)).toEqual([
    'restricted_access.denied',
  ])
})

test('A move the status does not allow is 409 and writes nothing; a decided request’s checks are closed', async () => {
  const { app, db, reviewer, id } = await appWithAsk()
  const revoke = await move(app, reviewer, id, {
    action: 'revoke',
    reason: 'Why not',
  })
  expect(revoke.statusCode).toBe(409)
  await move(app, reviewer, id, { action: 'deny', reason: 'No agreement.' })
  const mailsBefore = (await mailsOf(db, id)).length
  const grantAfter = await move(app, reviewer, id, { action: 'grant' })
  expect(grantAfter.statusCode).toBe(409)
  const mark = await asStaff(app, reviewer, 'PUT', `/${id}/checks/identity`, {
    outcome: 'passed',
  })
  expect(mark.statusCode).toBe(409)
  expect((await mailsOf(db, id)).length).toBe(mailsBefore)
  expect((await auditOf(db, id)).map((row) => row.action)).toEqual([
    'restricted_access.denied',
  ])
})

test('A bad, foreign or malformed status link is 403 with one message', async () => {
  const { app, id } = await appWithAsk()
  const foreign = {
    id,
    signature: statusLinkSignature('test-data-link-secret', id),
  }
  for (const link of [
    { id, signature: 'x'.repeat(43) },
    foreign,
    { id: 'not-a-uuid', signature: linkOf(id).signature },
  ]) {
    const response = await asApplicant(app, '', link)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ errors: [REVIEW_ERRORS.invalidLink] })
  }
})

test('A Client Credentials API (PGD) is asked for with a public key, and collecting issues a client bound to it', async () => {
  const { app, db } = await buildTestApp()
  const reviewer = await signInStaff(db, { roles: ['reviewer'] })
  const jwk = generateKeyPairSync('rsa', {
    modulusLength: 2048,
  }).publicKey.export({
    format: 'jwk',
  })
  const { id } = await ask(app, db, {
    typeAndApi: 'ccg/pgd',
    apis: 'ccg/pgd',
    oAuthPublicKey: jwk,
  })
  await grant(app, reviewer, id)
  const collected = await asApplicant(app, '/credentials', linkOf(id))
  expect(collected.statusCode, collected.body).toBe(201)
  const { ccgClientId, token } = collected.json()
  expect(ccgClientId).toMatch(/^0oa/)
  expect(token).toBeNull()
  const row = await db
    .selectFrom('consumer_credentials')
    .select(['kind', 'public_jwk'])
    .where('client_id', '=', ccgClientId)
    .executeTakeFirstOrThrow()
  expect(row.kind).toBe('ccg')
  expect(row.public_jwk).toMatchObject({ n: jwk.n, e: jwk.e })
})
