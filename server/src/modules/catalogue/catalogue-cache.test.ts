import { afterAll, expect, test } from 'vitest'
import { openTestDatabase } from '../../../test/build-test-app.ts'
import { createCatalogueCache } from './catalogue-cache.ts'
import { createCatalogueStore, type CatalogueStore } from './catalogue-store.ts'

const database = await openTestDatabase()
afterAll(() => database.close())

/** The real store, counting its reads. */
function countingStore() {
  const store = createCatalogueStore(database.db)
  const counted = {
    reads: 0,
    getCatalogue: (...args: Parameters<CatalogueStore['getCatalogue']>) => {
      counted.reads += 1
      return store.getCatalogue(...args)
    },
  }
  return counted
}

test('Requests that meet an expired catalogue wait for one store read, and get the same bytes (R-PERF-CATALOGUE-CPU)', async () => {
  let clock = 0
  const store = countingStore()
  const cache = createCatalogueCache({
    store,
    now: () => clock,
    sandboxBaseUrl: 'http://127.0.0.1:8080/sandbox-api',
  })
  const burst = await Promise.all(
    Array.from({ length: 20 }, () => cache.load('sandbox')),
  )
  expect(store.reads).toBe(1)
  expect(new Set(burst.map(({ body }) => body)).size).toBe(1)
  const first = burst[0]
  // The bytes are the catalogue's JSON, and its ETag is theirs.
  expect(JSON.parse(first?.body.toString('utf8') ?? '')).toEqual(
    first?.catalogue,
  )

  clock += 10_000
  const again = await Promise.all(
    Array.from({ length: 20 }, () => cache.load('sandbox')),
  )
  expect(store.reads).toBe(2)
  // Read again but unchanged: the same ETag and the very same bytes.
  expect(again[0]?.etag).toBe(first?.etag)
  expect(again[0]?.body).toBe(first?.body)
  // Each environment has its own read.
  await cache.load('production')
  expect(store.reads).toBe(3)
})

test('A change while a read is under way is not hidden by that read: the next load reads again (R-ENTRY-LIVE)', async () => {
  const store = countingStore()
  const cache = createCatalogueCache({
    store,
    now: () => 0,
    sandboxBaseUrl: 'http://127.0.0.1:8080/sandbox-api',
  })
  const underWay = cache.load('sandbox')
  cache.forget()
  const after = cache.load('sandbox')
  expect(after).not.toBe(underWay)
  await Promise.all([underWay, after])
  expect(store.reads).toBe(2)
  // What the forgotten read got was not kept: this one is the cached one.
  expect(await cache.load('sandbox')).toBe(await after)
  expect(store.reads).toBe(2)
})
