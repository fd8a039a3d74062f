import { execFileSync } from 'node:child_process'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  FIRST_PAINT_DIR,
  FIRST_PAINT_MAX_BYTES,
  FIRST_PAINT_TEXT,
  SPLIT_FACES,
  firstPaintRange,
  restRange,
} from './first-paint-faces.ts'

const web = path.join(import.meta.dirname, '..')

// "U+20-7E, U+A0" as [first, last] pairs.
function parse(range: string): [number, number][] {
  return range.split(', ').map((item) => {
    const [from = '', to = from] = item.replace('U+', '').split('-')
    return [parseInt(from, 16), parseInt(to, 16)]
  })
}

const holds = (pairs: [number, number][], point: number) =>
  pairs.some(([from, to]) => point >= from && point <= to)

test('Every code point belongs to exactly one of the two faces, and the first-paint text to the first (R-PERF-FONTS)', () => {
  const first = parse(firstPaintRange())
  const rest = parse(restRange())
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 0x10ffff }), (point) => {
      expect(holds(first, point)).not.toBe(holds(rest, point))
    }),
    { numRuns: 5000 },
  )
  for (const char of FIRST_PAINT_TEXT)
    expect(holds(first, char.codePointAt(0) ?? -1)).toBe(true)
  for (const point of [0x0a, 0x09]) expect(holds(first, point)).toBe(true)
  for (const char of 'éŁ€…')
    expect(holds(rest, char.codePointAt(0) ?? -1)).toBe(true)
})

test('The committed first-paint faces are the USWDS faces cut to the first-paint text, each within one round trip (R-PERF-FONTS)', async () => {
  // Made again with `npm run fonts -w web` when this fails.
  execFileSync(
    process.execPath,
    [path.join(import.meta.dirname, 'make-first-paint-faces.ts'), '--check'],
    { stdio: 'pipe' },
  )
  for (const { firstPaintFile } of SPLIT_FACES) {
    const { size } = await stat(path.join(web, FIRST_PAINT_DIR, firstPaintFile))
    expect(size, firstPaintFile).toBeLessThanOrEqual(FIRST_PAINT_MAX_BYTES)
  }
})
