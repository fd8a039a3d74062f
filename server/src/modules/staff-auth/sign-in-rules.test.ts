import { expect, test } from 'vitest'
import { csvCell } from './audit-csv.ts'
import { safeReturnTo } from './sign-in-service.ts'

test.each([
  ['/console', '/console'],
  [
    '/console/audit?actor=a%40va.example',
    '/console/audit?actor=a%40va.example',
  ],
  ['/console/staff/123', '/console/staff/123'],
  ['https://evil.example/console', '/console'],
  ['//evil.example/console', '/console'],
  ['/console//evil.example', '/console'],
  ['/console\\@evil.example', '/console'],
  ['/consolex', '/console'],
  ['/explore', '/console'],
  [undefined, '/console'],
])('After sign-in, %s returns to %s: never another site', (asked, returnTo) => {
  expect(safeReturnTo(asked)).toBe(returnTo)
})

test.each([
  ['plain', 'plain'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
  ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
  ['+1', "'+1"],
  ['-1', "'-1"],
  ['@cmd', "'@cmd"],
  ['\tTab', "'\tTab"],
  ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
  [null, ''],
  [{ roles: ['admin'] }, '"{""roles"":[""admin""]}"'],
])('The CSV cell of %j is %s', (value, cell) => {
  expect(csvCell(value)).toBe(cell)
})
