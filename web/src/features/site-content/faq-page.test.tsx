import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { expectPageShowsTwin } from '#web/test/markdown-twin.tsx'

test('R-DOCS-MARKDOWN-PAGES: the FAQ shows every line of its markdown twin, written from the same data', async () => {
  const lines = await expectPageShowsTwin('/support/faq')
  expect(lines).toContain('My requests get 429 Too Many Requests.')
  expect(
    screen.getByRole('button', { name: 'Who can get production access?' }),
  ).toHaveAttribute('aria-expanded', 'false')
  // The answers are in the collapsed accordions.
  expect(
    screen.getByRole('link', { name: 'rate limiting', hidden: true }),
  ).toHaveAttribute(
    'href',
    '/production-access/working-with-va-apis#rate-limiting',
  )
})
