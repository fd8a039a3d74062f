import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  MarkdownTreeSchema,
  type MarkdownTree,
} from '@portal/schema/markdown-tree'
import { markdownTree } from './markdown-tree.ts'

// Every markdown text of the seeded catalogue (both environments), the test-data fallback and
// edge cases, with the HTML the web rendered from them before the lexing moved here, and the tree
// this module makes of them. The web's markdown test renders each tree and expects that HTML, so
// the two tests together prove the pages show what they showed (R-PERF-MARKDOWN-SERVER).
// After a deliberate change: UPDATE_MARKDOWN_CASES=1 npx vitest run <this file>.
const CASES_FILE = fileURLToPath(
  new URL(
    '../../../../schema/src/fixtures/markdown-cases.json',
    import.meta.url,
  ),
)

interface MarkdownCase {
  name: string
  markdown: string
  tree: MarkdownTree
}

test('Each fixture text lexes to the tree the web renders to the HTML of before', () => {
  const cases = JSON.parse(readFileSync(CASES_FILE, 'utf8')) as MarkdownCase[]
  expect(cases.length).toBeGreaterThan(100)
  if (process.env.UPDATE_MARKDOWN_CASES) {
    for (const each of cases) each.tree = markdownTree(each.markdown)
    writeFileSync(CASES_FILE, `${JSON.stringify(cases, null, 1)}\n`)
  }
  for (const each of cases)
    expect(markdownTree(each.markdown), each.name).toEqual(each.tree)
})

test('Structure: headings, tight lists, code, tables with alignment, strikethrough, references', () => {
  expect(
    markdownTree(
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
    ),
  ).toEqual([
    ['h3', null, 'May 17, 2022'],
    [
      'ul',
      null,
      [
        'li',
        null,
        ['code', null, 'health_connect'],
        ' field added, snake_case_words stay whole',
      ],
      ['li', null, ['del', null, 'old'], ' new & better'],
    ],
    [
      'table',
      null,
      [
        'thead',
        null,
        [
          'tr',
          null,
          ['th', null, 'Field'],
          ['th', { align: 'center' }, 'Type'],
        ],
      ],
      [
        'tbody',
        null,
        ['tr', null, ['td', null, 'id'], ['td', { align: 'center' }, 'string']],
      ],
    ],
  ])
})

test('Script addresses are dropped from links and images; safe ones are kept', () => {
  expect(
    markdownTree(
      '[in](/explore/api/x), [out](https://github.com/x), [bad](javascript:alert(1)), [BAD]( JAVASCRIPT:x), ![img](data:text/html,x), ![ok](https://x.test/a.png "T")',
    ),
  ).toEqual([
    [
      'p',
      null,
      ['a', { href: '/explore/api/x' }, 'in'],
      ', ',
      ['a', { href: 'https://github.com/x' }, 'out'],
      ', ',
      ['a', { href: '' }, 'bad'],
      ', ',
      ['a', { href: '' }, 'BAD'],
      ', ',
      ['img', { alt: 'img' }],
      ', ',
      ['img', { src: 'https://x.test/a.png', alt: 'ok', title: 'T' }],
    ],
  ])
})

test('Raw HTML is text, never an element', () => {
  expect(
    markdownTree(
      'Use <endpoint name> here <img src=x onerror=alert(1)>\n\n<script>alert(1)</script>',
    ),
  ).toEqual([
    ['p', null, 'Use <endpoint name> here <img src=x onerror=alert(1)>'],
    '<script>alert(1)</script>',
  ])
})

test('Task lists, loose lists, ordered starts and code languages keep their markers', () => {
  expect(markdownTree('- [x] done\n- [ ] todo')).toEqual([
    [
      'ul',
      { class: 'contains-task-list' },
      [
        'li',
        { class: 'task-list-item' },
        ['input', { checked: true }],
        ' done',
      ],
      ['li', { class: 'task-list-item' }, ['input', null], ' todo'],
    ],
  ])
  expect(markdownTree('3. one\n\n4. two')).toEqual([
    [
      'ol',
      { start: 3 },
      ['li', null, ['p', null, 'one']],
      ['li', null, ['p', null, 'two']],
    ],
  ])
  expect(markdownTree('```json\n{"a": 1}\n```')).toEqual([
    ['pre', null, ['code', { class: 'language-json' }, '{"a": 1}\n']],
  ])
})

test('Any text lexes to a tree the schema accepts, with no element outside the list', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.string({ unit: 'grapheme' }),
        fc
          .array(
            fc.constantFrom(
              '# ',
              '- ',
              '1. ',
              '> ',
              '```',
              '|',
              '---',
              '[x]',
              '[a](',
              'javascript:',
              ')',
              '![',
              '<script>',
              '&amp;',
              '&#0;',
              '*',
              '~~',
              '`',
              '\n',
              '  ',
              'text',
            ),
          )
          .map((parts) => parts.join('')),
      ),
      (markdown) => {
        const tree = markdownTree(markdown)
        expect(MarkdownTreeSchema.safeParse(tree).success).toBe(true)
        expect(JSON.stringify(tree)).not.toMatch(
          /"(?:href|src)":"\s*javascript:/i,
        )
      },
    ),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
  )
})
