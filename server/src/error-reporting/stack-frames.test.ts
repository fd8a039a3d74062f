import { expect, test } from 'vitest'
import { parseStackFrames } from './stack-frames.ts'

test('A Chromium stack becomes frames, oldest call first', () => {
  const stack = [
    'ChunkLoadError: Loading chunk explore failed.',
    '    at loadChunk (https://developer.va.gov/assets/index-abc.js:12:345)',
    '    at async Promise.all (index 0)',
    '    at https://developer.va.gov/assets/router-def.js:3:9',
  ].join('\n')
  expect(parseStackFrames(stack)).toEqual([
    {
      filename: 'https://developer.va.gov/assets/router-def.js',
      lineno: 3,
      colno: 9,
    },
    {
      function: 'loadChunk',
      filename: 'https://developer.va.gov/assets/index-abc.js',
      lineno: 12,
      colno: 345,
    },
  ])
})

test('A Firefox or Safari stack becomes frames, anonymous functions without a name', () => {
  const stack = [
    'render@https://developer.va.gov/assets/index-abc.js:40:7',
    '@https://developer.va.gov/assets/index-abc.js:1:2',
  ].join('\n')
  expect(parseStackFrames(stack)).toEqual([
    {
      filename: 'https://developer.va.gov/assets/index-abc.js',
      lineno: 1,
      colno: 2,
    },
    {
      function: 'render',
      filename: 'https://developer.va.gov/assets/index-abc.js',
      lineno: 40,
      colno: 7,
    },
  ])
})

test('A stack with no frame in it gives none', () => {
  expect(parseStackFrames('Error: boom\n    at <anonymous>')).toEqual([])
})
