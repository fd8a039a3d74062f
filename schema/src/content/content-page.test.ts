import { expect, test } from 'vitest'
import type { MarkdownTree } from '../markdown-tree.ts'
import {
  a,
  code,
  contentPageMarkdown,
  h2,
  li,
  markdownOfTree,
  p,
  strong,
  ul,
} from './content-page.ts'
import { CONTENT_TWINS } from './content-twins.ts'

test('markdownOfTree writes headings, paragraphs, lists, links, code and strong text', () => {
  const tree: MarkdownTree = [
    h2('limits', 'Rate limiting'),
    p(
      'Over the limit gets ',
      code('429'),
      '; see ',
      a('/support', 'support'),
      '.',
    ),
    ul(li(strong('Open data:'), ' 1 to 3 months.'), li('Other APIs.')),
    ['ol', { start: 3 }, li('Third'), li('Fourth')],
  ]
  expect(markdownOfTree(tree)).toBe(
    [
      '## Rate limiting',
      'Over the limit gets `429`; see [support](/support).',
      '- **Open data:** 1 to 3 months.\n- Other APIs.',
      '3. Third\n4. Fourth',
    ].join('\n\n'),
  )
})

test('A content page twin is its h1, notice, intro, body and numbered steps', () => {
  expect(
    contentPageMarkdown({
      path: '/x',
      title: 'Title',
      description: 'About x',
      notice: 'Delays.',
      intro: 'Intro.',
      body: [p('Body.')],
      steps: { level: 'h2', items: [{ heading: 'Step', text: ['Do it.'] }] },
    }),
  ).toBe(
    '# Title\n\n> Delays.\n\nIntro.\n\nBody.\n\n1. **Step**\n\n   Do it.\n\n',
  )
})

test('Every twin has its own page path, a title and a description', () => {
  const paths = CONTENT_TWINS.map((twin) => twin.path)
  expect(new Set(paths).size).toBe(paths.length)
  for (const twin of CONTENT_TWINS) {
    expect(twin.path).toMatch(/^\/[a-z-/]+[a-z]$/)
    expect(twin.markdown.startsWith(`# ${twin.title}\n\n`)).toBe(true)
    expect(twin.description).not.toBe('')
  }
})
