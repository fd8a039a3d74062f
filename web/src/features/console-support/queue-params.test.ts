import { expect, test } from 'vitest'
import { deskQueryString, pageLink, paramsOfForm } from './queue-params.ts'

test('The address keeps known filters; empty and unknown ones are left out; forced ones win', () => {
  const params = new URLSearchParams(
    'q=%20ada%20&status=open&type=&colour=red&handedOff=no&page=2',
  )
  expect(deskQueryString(params)).toBe('q=ada&status=open&handedOff=no&page=2')
  expect(deskQueryString(params, { handedOff: 'yes' })).toBe(
    'q=ada&status=open&handedOff=yes&page=2',
  )
  expect(pageLink(params, 1)).toBe('?q=ada&status=open&handedOff=no')
  const form = new FormData()
  form.set('q', 'x')
  form.set('sort', '-submitted')
  form.set('page', '9')
  expect(paramsOfForm(form).toString()).toBe('q=x&sort=-submitted')
})
