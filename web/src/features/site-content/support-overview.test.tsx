import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the support page shows every line of its markdown twin, written from its cards', async () => {
  const lines = await expectPageShowsTwin('/support')
  expect(lines).toContain('Read the FAQ')
  expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute(
    'href',
    '/support/faq',
  )
})
