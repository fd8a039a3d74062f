import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import type { MarkdownTree } from '@portal/schema/markdown-tree'
import markdownCases from '../../../../schema/src/fixtures/markdown-cases.json'
import { MarkdownContent } from './markdown.tsx'

function renderTree(tree: MarkdownTree, h3AsH2 = false) {
  return render(
    <MemoryRouter>
      <MarkdownContent
        tree={tree}
        components={h3AsH2 ? { h3: 'h2' } : undefined}
      />
    </MemoryRouter>,
  )
}

// The server's trees of every seeded catalogue text, with the HTML this component rendered from
// the markdown itself before the lexing moved to the server (server markdown-tree.test.ts).
interface MarkdownCase {
  name: string
  h3AsH2?: boolean
  html: string
  tree: MarkdownTree
}

test('R-PERF-MARKDOWN-SERVER: every seeded catalogue text shows the same HTML as before', () => {
  const cases = markdownCases as MarkdownCase[]
  expect(cases.length).toBeGreaterThan(100)
  for (const each of cases) {
    const { container, unmount } = renderTree(each.tree, each.h3AsH2)
    expect(container.innerHTML, each.name).toBe(each.html)
    unmount()
  }
})

test('Catalogue markdown keeps its structure: headings, lists, code, tables, strikethrough', () => {
  renderTree(
    [
      ['h3', null, 'May 17, 2022'],
      [
        'ul',
        null,
        ['li', null, ['code', null, 'health_connect'], ' field added'],
        ['li', null, ['del', null, 'old'], ' new & better'],
      ],
      [
        'table',
        null,
        ['thead', null, ['tr', null, ['th', { align: 'center' }, 'Type']]],
        ['tbody', null, ['tr', null, ['td', { align: 'center' }, 'string']]],
      ],
    ],
    true,
  )
  expect(
    screen.getByRole('heading', { level: 2, name: 'May 17, 2022' }),
  ).toBeInTheDocument()
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual([
    'health_connect field added',
    'old new & better',
  ])
  expect(screen.getByText('health_connect').tagName).toBe('CODE')
  expect(screen.getByText('old').tagName).toBe('DEL')
  expect(screen.getByRole('columnheader', { name: 'Type' })).toHaveStyle({
    textAlign: 'center',
  })
  expect(screen.getByRole('cell', { name: 'string' })).toBeInTheDocument()
})

test('Portal links navigate in the app, others are plain links; task boxes are disabled', () => {
  renderTree([
    [
      'p',
      null,
      ['a', { href: '/explore/api/x/sandbox-access' }, 'Start developing'],
      ', ',
      ['a', { href: 'https://github.com/x', title: 'Code' }, 'GitHub'],
    ],
    ['ul', null, ['li', null, ['input', { checked: true }], ' done']],
  ])
  expect(
    screen.getByRole('link', { name: 'Start developing' }),
  ).toHaveAttribute('href', '/explore/api/x/sandbox-access')
  expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/x',
  )
  expect(screen.getByRole('checkbox')).toBeChecked()
  expect(screen.getByRole('checkbox')).toBeDisabled()
})

test('Text is shown as text and a tag outside the list is dropped', () => {
  const { container } = renderTree([
    '<script>alert(1)</script>',
    ['script' as 'p', null, 'alert(2)'],
  ])
  expect(container.innerHTML).toBe(
    '<div class="usa-prose markdown-content">&lt;script&gt;alert(1)&lt;/script&gt;</div>',
  )
})
