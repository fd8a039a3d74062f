import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the production access page shows every line of its markdown twin, its notice included', async () => {
  const lines = await expectPageShowsTwin('/production-access')
  expect(lines[1]).toMatch(/^VA is experiencing long delays/)
  expect(screen.getByRole('status')).toHaveTextContent(lines[1] ?? '')
  expect(
    screen.getByRole('heading', { level: 3, name: 'Show us a demo' }),
  ).toBeInTheDocument()
})
