import { expect, test } from 'vitest'
import { createChunkImporter } from './fresh-import.ts'

const BASE = 'https://developer.example.gov/assets/index-abc.js'
const ASSETS = 'https://developer.example.gov/assets'

/** An importer over a network that is down until `online` and a browser that keeps failures or not. */
function browser(keepsFailures: boolean) {
  const asked: string[] = []
  const failedAddresses = new Set<string>()
  const state = { isOnline: false }
  const importChunk = createChunkImporter((address) => {
    if (keepsFailures && failedAddresses.has(address))
      return Promise.reject(new TypeError('kept failure'))
    asked.push(address)
    if (state.isOnline) return Promise.resolve({ address })
    failedAddresses.add(address)
    return Promise.reject(
      new TypeError('Failed to fetch dynamically imported module'),
    )
  }, BASE)
  return { asked, state, importChunk }
}

test('In a browser that keeps failed imports, a chunk that failed loads from a fresh address, kept from then on (R-WEB-CHUNK-RETRY)', async () => {
  const { asked, state, importChunk } = browser(true)
  await expect(importChunk('./page-1.js')).rejects.toThrow(TypeError)
  await expect(importChunk('./page-1.js')).rejects.toThrow(TypeError)
  state.isOnline = true
  await expect(importChunk('./page-1.js')).resolves.toEqual({
    address: `${ASSETS}/page-1.js?retry=2`,
  })
  await importChunk('./page-1.js')
  await importChunk('./page-2.js')
  expect(asked).toEqual([
    `${ASSETS}/page-1.js`,
    `${ASSETS}/page-1.js?retry=1`,
    `${ASSETS}/page-1.js?retry=2`,
    `${ASSETS}/page-1.js?retry=2`,
    `${ASSETS}/page-2.js`,
  ])
})

test("In a browser that fetches a failed import again, the retry keeps the chunk's own address", async () => {
  const { asked, state, importChunk } = browser(false)
  await expect(importChunk('./page-1.js')).rejects.toThrow(TypeError)
  state.isOnline = true
  await importChunk('./page-1.js')
  expect(asked).toEqual([`${ASSETS}/page-1.js`, `${ASSETS}/page-1.js`])
})

test('Two imports of a chunk that fail together count as one failure', async () => {
  const { asked, state, importChunk } = browser(true)
  await Promise.allSettled([importChunk('./a.js'), importChunk('./a.js')])
  state.isOnline = true
  await importChunk('./a.js')
  expect(asked.at(-1)).toBe(`${ASSETS}/a.js?retry=1`)
})
