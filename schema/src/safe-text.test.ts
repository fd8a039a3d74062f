import { expect, test } from 'vitest'
import {
  dottedPath,
  findJsonValueProblem,
  hasUnsafeText,
  MAX_JSON_DEPTH,
  unsafeTextMessage,
} from './safe-text.ts'

test('NUL and lone surrogates are unsafe; paired surrogates, RTL marks and control characters are not', () => {
  expect(hasUnsafeText('a\u0000b')).toBe(true)
  expect(hasUnsafeText('\ud800')).toBe(true)
  expect(hasUnsafeText('x\udc00y')).toBe(true)
  expect(hasUnsafeText('\udc00\ud800')).toBe(true)
  expect(hasUnsafeText('emoji 😀 \ud83d\ude00')).toBe(false)
  expect(hasUnsafeText('\u200f\u202eעברית\u0001\t\n')).toBe(false)
  expect(hasUnsafeText('')).toBe(false)
})

test('The first unsafe string of a JSON value is found with its path (R-INPUT-SAFE-TEXT)', () => {
  expect(findJsonValueProblem({ a: 'ok', b: [1, 'x'] })).toBeNull()
  expect(findJsonValueProblem(null)).toBeNull()
  expect(findJsonValueProblem('\u0000')).toEqual({
    kind: 'unsafe-text',
    path: [],
  })
  const body = {
    firstName: 'Ada',
    primaryContact: { email: 'a\ud800@example.org' },
    statusUpdateEmails: ['ok@example.org', 'b\u0000'],
  }
  const problem = findJsonValueProblem(body)
  expect(problem).toEqual({
    kind: 'unsafe-text',
    path: ['primaryContact', 'email'],
  })
  expect(dottedPath(problem?.path ?? [])).toBe('primaryContact.email')
  expect(findJsonValueProblem({ list: ['fine', 'b\u0000'] })?.path).toEqual([
    'list',
    1,
  ])
})

test('An unsafe object key is reported at the key, printable, in document order', () => {
  expect(findJsonValueProblem({ 'k\u0000ey': 1 })).toEqual({
    kind: 'unsafe-text',
    path: ['k\ufffdey'],
  })
  expect(
    findJsonValueProblem({ a: { b: '\u0000' }, 'c\u0000': 1 })?.path,
  ).toEqual(['a', 'b'])
})

test('Nesting deeper than the limit is a problem; a very deep value does not overflow the stack', () => {
  let deep: unknown = 'end'
  for (let depth = 0; depth < 100_000; depth += 1) deep = [deep]
  expect(findJsonValueProblem(deep)?.kind).toBe('too-deep')
  let fine: unknown = 'end'
  for (let depth = 0; depth < MAX_JSON_DEPTH; depth += 1) fine = { a: fine }
  expect(findJsonValueProblem(fine)).toBeNull()
  expect(findJsonValueProblem({ a: fine })?.kind).toBe('too-deep')
})

test('The message names the field', () => {
  expect(unsafeTextMessage('firstName')).toBe(
    'firstName contains characters that are not allowed',
  )
})
