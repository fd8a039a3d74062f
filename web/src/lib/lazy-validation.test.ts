import { expect, test, vi } from 'vitest'
import { lazyValidate, lazyValidation } from './lazy-validation.ts'

// R-PERF-FIRST-LOAD: a form's validation is imported once, on first use; a failed import is
// tried again by the next call.

const field = () => document.createElement('input')

test('The module is imported once, however often it is asked for', async () => {
  const module = { validate: vi.fn() }
  const importer = vi.fn(() => Promise.resolve(module))
  const validation = lazyValidation(importer)
  validation.preloadProps.onFocus({ target: field() })
  validation.preloadProps.onInput()
  expect(validation.loaded()).toBeUndefined()
  expect(await validation.load()).toBe(module)
  expect(await validation.load()).toBe(module)
  expect(importer).toHaveBeenCalledTimes(1)
  // What renders only after a load (the production form's later steps) reads it at once.
  expect(validation.loaded()).toBe(module)
})

test('A failed import is reported to the submit and tried again by the next one', async () => {
  const module = { validate: vi.fn() }
  const importer = vi
    .fn<() => Promise<typeof module>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(module)
  const validation = lazyValidation(importer)
  // A preload that fails is silent: the submit reports its own failure.
  validation.preloadProps.onPointerDown()
  await expect(validation.load()).rejects.toThrow('Failed to fetch')
  expect(await validation.load()).toBe(module)
  expect(importer).toHaveBeenCalledTimes(2)
})

test('A focus on a field starts the load; a focus the form moves to its banner does not', async () => {
  const importer = vi.fn(() => Promise.resolve({ validate: vi.fn() }))
  const validation = lazyValidation(importer)
  const banner = document.createElement('div')
  banner.setAttribute('role', 'alert')
  banner.tabIndex = -1
  validation.preloadProps.onFocus({ target: banner })
  validation.preloadProps.onFocus({ target: null })
  expect(importer).not.toHaveBeenCalled()
  validation.preloadProps.onFocus({ target: field() })
  expect(importer).toHaveBeenCalledTimes(1)
})

test('The lazy validate function runs the loaded one with the form values', async () => {
  const errors = { name: 'Enter a name' }
  const validate = vi.fn(() => errors)
  const lazy = lazyValidate<{ name: string }>(() =>
    Promise.resolve({ validate }),
  )
  expect(await lazy({ name: '' })).toBe(errors)
  expect(validate).toHaveBeenCalledWith({ name: '' })
})
