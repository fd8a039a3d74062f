import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the terms page shows every line of its markdown twin', async () => {
  const lines = await expectPageShowsTwin('/terms-of-service')
  expect(lines).toContain('Questions? Contact us.')
  expect(
    screen.getByRole('heading', { level: 2, name: 'Privacy' }),
  ).toHaveAttribute('id', 'privacy')
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/support/contact-us',
  )
})
