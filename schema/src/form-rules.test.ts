import { expect, test } from 'vitest'
import { EmailSchema } from './form-rules.ts'

const messageOf = (value: unknown) =>
  EmailSchema.safeParse(value).error?.issues[0]?.message

test('An email is trimmed and must be an address of at most 255 characters', () => {
  expect(EmailSchema.parse('  ada@example.org ')).toBe('ada@example.org')
  expect(messageOf('')).toBe('Enter a valid email address')
  expect(messageOf('   ')).toBe('Enter a valid email address')
  expect(messageOf(undefined)).toBe('Enter a valid email address')
  expect(messageOf('ada@')).toBe('Invalid email address')
  expect(messageOf(`${'a'.repeat(244)}@example.org`)).toBe(
    'Email must be 255 characters or fewer',
  )
})
