import fc from 'fast-check'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { SupportFormSchema } from '@portal/schema/support-request'
import { createSandboxSignupFormSchema } from '@portal/schema/sandbox-signup'
import { SignInPasswordSchema } from '@portal/schema/sandbox-sign-in'
import { zodValidator } from './zod-validator.ts'

// ADR 025: a form's messages come from the schema the server checks with again, one per field.

test('Valid values give no messages', () => {
  const validate = zodValidator(z.object({ name: z.string().min(1) }))
  expect(validate({ name: 'Ada' })).toEqual({})
})

test("A field's first issue gives its message, under its dotted path", () => {
  const validate = zodValidator(
    z.object({
      contact: z.object({
        email: z.string().min(1, 'Enter an email').email('Enter a valid email'),
      }),
      emails: z.array(z.string().min(1, 'Enter the address')),
    }),
  )
  expect(validate({ contact: { email: '' }, emails: ['a', ''] })).toEqual({
    'contact.email': 'Enter an email',
    'emails.1': 'Enter the address',
  })
})

test('A failed union speaks with its closest branch', () => {
  const validate = zodValidator(
    z.object({
      key: z.union([
        z.literal('none', { error: 'Choose none' }),
        z.object({ kid: z.string({ error: 'Enter a key id' }) }),
      ]),
    }),
  )
  expect(validate({ key: {} })).toEqual({
    key: 'Choose none',
    'key.kid': 'Enter a key id',
  })
})

test('The sign-in schema gives its messages for empty fields', () => {
  const errors = zodValidator(SignInPasswordSchema)({
    identityProvider: null,
    username: '',
    password: '',
  })
  expect(Object.keys(errors).sort()).toEqual([
    'identityProvider',
    'password',
    'username',
  ])
})

// Property: whatever reaches a form's validation (a field's value, a value left by a hidden
// field), it answers with messages by path and never throws.
test('Validation never throws, and every message is text', () => {
  const validators = [
    zodValidator(SupportFormSchema),
    zodValidator(createSandboxSignupFormSchema({ requiresAttestation: true })),
    zodValidator(SignInPasswordSchema),
  ]
  fc.assert(
    fc.property(
      fc.dictionary(fc.string(), fc.anything()),
      fc.nat({ max: validators.length - 1 }),
      (values, index) => {
        const errors = validators[index]?.(values) ?? {}
        for (const message of Object.values(errors))
          expect(typeof message).toBe('string')
      },
    ),
    { numRuns: 2000 },
  )
})
