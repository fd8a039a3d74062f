import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the about page shows every line of its markdown twin, figures and cards included', async () => {
  const lines = await expectPageShowsTwin('/about')
  expect(lines).toContain('Over 250 consumers in production')
  expect(
    screen.getByRole('list', { name: 'The platform in numbers' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('heading', {
      level: 2,
      name: 'The journey to production',
    }),
  ).toBeInTheDocument()
})
