import { expect, test } from 'vitest'
import { pageLink, paramsOfForm, queueQueryString } from './queue-params.ts'

test('The API query keeps the known filters, trimmed, without empty ones', () => {
  const params = new URLSearchParams(
    'q=%20engine%20&status=&age=overdue&evil=1&page=2',
  )
  expect(queueQueryString(params)).toBe('q=engine&age=overdue&page=2')
})

test('A page link keeps the view; page 1 has no page parameter', () => {
  const params = new URLSearchParams('status=submitted&page=3')
  expect(pageLink(params, 4)).toBe('?status=submitted&page=4')
  expect(pageLink(params, 1)).toBe('?status=submitted')
})

test('A submitted filters form starts a new view at page 1', () => {
  const data = new FormData()
  data.set('q', ' ada ')
  data.set('status', '')
  data.set('assignee', 'me')
  data.set('page', '5')
  expect(paramsOfForm(data).toString()).toBe('q=ada&assignee=me')
})
