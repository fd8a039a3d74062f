import { expect, test } from 'vitest'
import { videoEmbedUrl } from './news-display.ts'

test('Video-site links become privacy-enhanced embed addresses; other links are not videos', () => {
  expect(videoEmbedUrl('https://www.youtube.com/watch?v=jNQXAC9IVRw')).toBe(
    'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
  )
  expect(videoEmbedUrl('https://youtu.be/jNQXAC9IVRw')).toBe(
    'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
  )
  expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull()
  expect(videoEmbedUrl('https://digital.va.gov/')).toBeNull()
  expect(videoEmbedUrl('not a url')).toBeNull()
})
