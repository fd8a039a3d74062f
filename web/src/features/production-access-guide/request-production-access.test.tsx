import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the request page shows every line of its markdown twin, accordion sections included', async () => {
  const lines = await expectPageShowsTwin(
    '/production-access/request-prod-access',
  )
  expect(lines).toContain('Technical information')
  expect(
    screen.getByRole('link', { name: 'Start your application' }),
  ).toHaveAttribute('href', '/production-access/production-access-application')
  expect(
    screen.getByRole('button', { name: 'Basic information' }),
  ).toHaveAttribute('aria-expanded', 'false')
})
