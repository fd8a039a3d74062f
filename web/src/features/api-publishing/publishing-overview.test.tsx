import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the API publishing page shows every line of its markdown twin', async () => {
  const lines = await expectPageShowsTwin('/api-publishing')
  expect(lines).toContain('Who can publish')
  expect(
    screen.getByRole('link', { name: 'Contact us to start' }),
  ).toHaveAttribute('href', '/support/contact-us?type=publishing')
})
