import { expect, test } from 'vitest'
import { NewsResponseSchema } from '@portal/schema/news'
import { buildTestApp } from '../../../test/build-test-app.ts'

test('GET /v0/news lists the three sections in page order, items newest first', async () => {
  const { app } = await buildTestApp()
  const response = await app.inject({ url: '/platform-backend/v0/news' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=300')
  const news = NewsResponseSchema.parse(response.json())
  expect(
    news.sections.map((section) => [section.title, section.anchor]),
  ).toEqual([
    ['Articles', 'Articles'],
    ['News releases', 'News-releases'],
    ['Digital media', 'Digital-media'],
  ])
  for (const section of news.sections) {
    expect(section.items.length).toBeGreaterThan(0)
    const dates = section.items.map((item) => item.date)
    expect(dates).toEqual([...dates].sort().reverse())
  }
  const media = news.sections[2]?.items ?? []
  expect(media.some((item) => item.url.includes('youtube.com'))).toBe(true)
  // An item without a source has no source field, not an empty one.
  const releases = news.sections[1]?.items ?? []
  expect(releases.some((item) => !('source' in item))).toBe(true)
})
