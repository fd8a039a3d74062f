import { afterEach, expect, test, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './load-chunk.ts'

afterEach(() => {
  vi.useRealTimers()
})

test('A chunk that fails to load raises ChunkLoadError with the chunk id and the reason', async () => {
  const failure = loadChunk('about-page', () =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module'),
    ),
  )
  await expect(failure).rejects.toBeInstanceOf(ChunkLoadError)
  await expect(failure).rejects.toMatchObject({
    name: 'ChunkLoadError',
    message:
      'Loading chunk about-page failed.\n(Failed to fetch dynamically imported module)',
  })
})

test('A chunk that takes longer than 120 seconds fails with a timeout', async () => {
  vi.useFakeTimers()
  expect(CHUNK_TIMEOUT_MS).toBe(120_000)
  const pending = loadChunk(
    'news-page',
    () => new Promise<never>(() => undefined),
  )
  const settled = pending.catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
  await vi.advanceTimersByTimeAsync(1)
  expect(await settled).toMatchObject({
    name: 'ChunkLoadError',
    message: 'Loading chunk news-page failed.\n(timeout after 120000 ms)',
  })
})

test('A chunk that loads resolves with its module', async () => {
  await expect(
    loadChunk('home', () => Promise.resolve({ ok: true })),
  ).resolves.toEqual({
    ok: true,
  })
})
