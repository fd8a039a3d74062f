import { expect, test } from 'vitest'
import {
  RestrictedAccessRequestSchema,
  RestrictedAccessTransitionSchema,
} from './restricted-access.ts'
import {
  nextRestrictedAccessStatus,
  RESTRICTED_ACCESS_MESSAGES,
  restrictedAccessActions,
} from './restricted-access-texts.ts'

const ASK = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.gov',
  organization: 'Board of Veterans’ Appeals',
  description: 'The appeals tracker.',
  typeAndApi: 'apikey/appeals',
  apis: 'apikey/appeals',
  termsOfService: true,
}

const messagesOf = (body: object) => {
  const result = RestrictedAccessRequestSchema.safeParse(body)
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [
          issue.path.join('.'),
          issue.message,
        ]),
      )
}

test('An ask is a signup with its reason required; the signup’s auth-type rules still apply (R-RESTRICTED-ASK)', () => {
  expect(messagesOf(ASK)).toEqual({})
  expect(messagesOf({ ...ASK, description: '  ' })).toEqual({
    description: RESTRICTED_ACCESS_MESSAGES.description,
  })
  const acg = messagesOf({
    ...ASK,
    typeAndApi: 'acg/clinicalHealth',
    apis: 'acg/clinicalHealth',
  })
  expect(Object.keys(acg).sort()).toEqual([
    'oAuthApplicationType',
    'oAuthRedirectURI',
  ])
})

test('Grant and deny leave a submitted request, revoke a granted one; nothing leaves a denied or revoked one (R-RESTRICTED-MOVES)', () => {
  expect(restrictedAccessActions('submitted')).toEqual(['grant', 'deny'])
  expect(restrictedAccessActions('granted')).toEqual(['revoke'])
  expect(restrictedAccessActions('denied')).toEqual([])
  expect(restrictedAccessActions('revoked')).toEqual([])
  expect(nextRestrictedAccessStatus('submitted', 'grant')).toBe('granted')
  expect(nextRestrictedAccessStatus('granted', 'revoke')).toBe('revoked')
  expect(nextRestrictedAccessStatus('submitted', 'revoke')).toBeNull()
})

test('Deny and revoke need a reason; grant takes none', () => {
  expect(
    RestrictedAccessTransitionSchema.safeParse({ action: 'deny', reason: ' ' })
      .success,
  ).toBe(false)
  expect(
    RestrictedAccessTransitionSchema.safeParse({
      action: 'revoke',
      reason: 'Ended.',
    }).success,
  ).toBe(true)
  expect(
    RestrictedAccessTransitionSchema.safeParse({ action: 'grant' }).success,
  ).toBe(true)
})
