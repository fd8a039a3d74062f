import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { MarkdownContent } from './markdown.tsx'

function renderMarkdown(text: string, h3AsH2 = false) {
  return render(
    <MemoryRouter>
      <MarkdownContent components={h3AsH2 ? { h3: 'h2' } : undefined}>
        {text}
      </MarkdownContent>
    </MemoryRouter>,
  )
}

test('Catalogue markdown keeps its structure: headings, lists, code, tables, strikethrough', () => {
  renderMarkdown(
    [
      '### May 17, 2022',
      '',
      '- `health_connect` field added, snake_case_words stay whole',
      '- ~~old~~ new &amp; better',
      '',
      '| Field | Type |',
      '|---|:-:|',
      '| id | string |',
    ].join('\n'),
    true,
  )
  expect(
    screen.getByRole('heading', { level: 2, name: 'May 17, 2022' }),
  ).toBeInTheDocument()
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual([
    'health_connect field added, snake_case_words stay whole',
    'old new & better',
  ])
  expect(screen.getByText('health_connect').tagName).toBe('CODE')
  expect(screen.getByText('old').tagName).toBe('DEL')
  expect(screen.getByRole('columnheader', { name: 'Type' })).toHaveStyle({
    textAlign: 'center',
  })
  expect(screen.getByRole('cell', { name: 'string' })).toBeInTheDocument()
})

test('Portal links navigate in the app, others are plain links, script addresses are dropped', () => {
  renderMarkdown(
    '[Start developing](/explore/api/x/sandbox-access), [GitHub](https://github.com/x), [bad](javascript:alert(1))',
  )
  expect(
    screen.getByRole('link', { name: 'Start developing' }),
  ).toHaveAttribute('href', '/explore/api/x/sandbox-access')
  expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/x',
  )
  expect(screen.getByText('bad')).not.toHaveAttribute(
    'href',
    expect.stringContaining('javascript'),
  )
})

test('Raw HTML is shown as text, never made into elements', () => {
  const { container } = renderMarkdown(
    'Use <endpoint name> here\n\n<script>alert(1)</script>',
  )
  expect(container).toHaveTextContent('Use <endpoint name> here')
  expect(container).toHaveTextContent('<script>alert(1)</script>')
})
