import { afterEach, expect, test } from 'vitest'
import { captureClientErrorReports } from '#web/test/client-error-reports.ts'
import {
  markStarted,
  reportUncaughtError,
  showStartupFailure,
  unregisterServiceWorkers,
  watchStartupErrors,
} from './startup.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  document.body.replaceChildren()
})

test('Leftover service workers are unregistered; a browser without them is fine', async () => {
  const unregistered: string[] = []
  const registration = (scope: string) =>
    ({
      scope,
      unregister: () => {
        unregistered.push(scope)
        return Promise.resolve(true)
      },
    }) as unknown as ServiceWorkerRegistration
  const container = {
    getRegistrations: () =>
      Promise.resolve([registration('/'), registration('/explore/')]),
  }
  await expect(unregisterServiceWorkers(container)).resolves.toBe(2)
  expect(unregistered).toEqual(['/', '/explore/'])
  await expect(unregisterServiceWorkers(undefined)).resolves.toBe(0)
})

// Order matters: "started" is module state, set once in the last test.
test('A script error or rejection before the shell renders is reported as a failed start-up', async () => {
  const reports = captureClientErrorReports()
  stops.push(watchStartupErrors())
  window.dispatchEvent(
    new ErrorEvent('error', {
      error: new TypeError('x is not a function'),
      message: 'x is not a function',
    }),
  )
  const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
  Object.defineProperty(rejection, 'reason', {
    value: new Error('config failed'),
  })
  window.dispatchEvent(rejection)
  await expect.poll(() => reports.length).toBe(2)
  expect(
    reports.map(({ kind, name, message }) => ({ kind, name, message })),
  ).toEqual([
    { kind: 'startup', name: 'TypeError', message: 'x is not a function' },
    { kind: 'startup', name: 'Error', message: 'config failed' },
  ])
})

test('A failed start-up shows a plain message in place of the app', () => {
  const root = document.createElement('div')
  root.id = 'root'
  root.textContent = 'half-rendered'
  document.body.append(root)
  showStartupFailure()
  expect(root).toHaveTextContent(
    'The VA API Platform could not start. Please reload the page or try again later.',
  )
  expect(root.querySelector('[role="alert"]')).toBeInTheDocument()
})

test('After the shell has rendered, uncaught errors are render errors and window errors are left alone', async () => {
  const reports = captureClientErrorReports()
  stops.push(watchStartupErrors())
  markStarted()
  window.dispatchEvent(
    new ErrorEvent('error', { error: new Error('late'), message: 'late' }),
  )
  reportUncaughtError(new RangeError('bad render'))
  await expect.poll(() => reports.length).toBe(1)
  expect(reports[0]).toMatchObject({
    kind: 'render',
    name: 'RangeError',
    message: 'bad render',
  })
})
