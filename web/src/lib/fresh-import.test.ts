import { expect, test } from 'vitest'
import { createChunkImporter } from './fresh-import.ts'

const BASE = 'https://developer.example.gov/assets/index-abc.js'

test('A chunk that failed is imported from a fresh address; the address that loaded is kept (R-WEB-CHUNK-RETRY)', async () => {
  const asked: string[] = []
  let isOnline = false
  const importChunk = createChunkImporter((address) => {
    asked.push(address)
    return isOnline
      ? Promise.resolve({ address })
      : Promise.reject(
          new TypeError('Failed to fetch dynamically imported module'),
        )
  }, BASE)
  await expect(importChunk('./page-1.js')).rejects.toThrow(TypeError)
  await expect(importChunk('./page-1.js')).rejects.toThrow(TypeError)
  isOnline = true
  await importChunk('./page-1.js')
  await importChunk('./page-1.js')
  await importChunk('./page-2.js')
  expect(asked).toEqual([
    'https://developer.example.gov/assets/page-1.js',
    'https://developer.example.gov/assets/page-1.js?retry=1',
    'https://developer.example.gov/assets/page-1.js?retry=2',
    'https://developer.example.gov/assets/page-1.js?retry=2',
    'https://developer.example.gov/assets/page-2.js',
  ])
})

test('Two imports of a chunk that fail together count as one failure', async () => {
  const asked: string[] = []
  let isOnline = false
  const importChunk = createChunkImporter((address) => {
    asked.push(address)
    return isOnline
      ? Promise.resolve({})
      : Promise.reject(new TypeError('offline'))
  }, BASE)
  await Promise.allSettled([importChunk('./a.js'), importChunk('./a.js')])
  isOnline = true
  await importChunk('./a.js')
  expect(asked.at(-1)).toBe('https://developer.example.gov/assets/a.js?retry=1')
})
