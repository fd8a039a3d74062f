import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the working-with-VA-APIs page shows every line of its markdown twin', async () => {
  const lines = await expectPageShowsTwin(
    '/production-access/working-with-va-apis',
  )
  expect(lines).toContain('RateLimit-Limit: requests allowed in the window.')
  // The FAQ links to the rate limiting section by its anchor.
  expect(
    screen.getByRole('heading', { level: 2, name: 'Rate limiting' }),
  ).toHaveAttribute('id', 'rate-limiting')
})
