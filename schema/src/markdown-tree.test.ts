import { expect, test } from 'vitest'
import { ApiContentSchema, MarkdownTreeSchema } from './markdown-tree.ts'

test('R-PERF-MARKDOWN-SERVER: a tree of listed tags and attributes passes', () => {
  expect(
    MarkdownTreeSchema.safeParse([
      'text',
      ['p', null, ['a', { href: '/x', title: 't' }, 'link'], ' and more'],
      ['ol', { start: 3, class: 'contains-task-list' }, ['li', null]],
      ['th', { align: 'center' }],
      ['input', { checked: true }],
    ]).success,
  ).toBe(true)
})

test('A tag outside the list, an unknown attribute or a wrong type is refused', () => {
  for (const tree of [
    [['script', null, 'alert(1)']],
    [['a', { onclick: 'x()' }]],
    [['a', { href: 1 }]],
    [['ol', { start: 1.5 }]],
    [['th', { align: 'justify' }]],
    [['p', []]],
    [['p', null, 3]],
    [['p', null, ['p', null, ['iframe', null]]]],
    [[]],
    [null],
  ])
    expect(
      MarkdownTreeSchema.safeParse(tree).success,
      JSON.stringify(tree),
    ).toBe(false)
})

test('The content answer needs every part; notices and intros may be null', () => {
  expect(
    ApiContentSchema.safeParse({
      overview: [],
      releaseNotes: [['h3', null, 'May 1, 2024']],
      deprecationNotice: null,
      deactivationNotice: [['p', null, 'Gone.']],
      docIntros: [null],
    }).success,
  ).toBe(true)
  expect(ApiContentSchema.safeParse({ overview: [] }).success).toBe(false)
})
