import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the publishing process page shows every line of its markdown twin', async () => {
  const lines = await expectPageShowsTwin('/api-publishing/process')
  expect(lines).toContain('Meet with our team')
  expect(
    screen.getByRole('heading', { level: 2, name: 'Go live' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Tell us about your API' }),
  ).toHaveAttribute('href', '/support/contact-us?type=publishing')
})
