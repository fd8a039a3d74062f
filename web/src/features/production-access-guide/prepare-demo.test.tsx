import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the demo page shows every line of its markdown twin, tags included', async () => {
  const lines = await expectPageShowsTwin(
    '/production-access/prepare-for-and-complete-a-demo',
  )
  expect(lines).toContain('Internal VA use only')
  expect(
    screen.getByRole('heading', {
      level: 3,
      name: 'Appeals APIs Internal VA use only',
    }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('heading', { level: 3, name: 'Health APIs' }),
  ).toBeInTheDocument()
})
