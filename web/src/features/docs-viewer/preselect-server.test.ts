import { expect, test, vi } from 'vitest'
import { preselectServer, preselectServerPlugin } from './preselect-server.ts'

// A stand-in for swagger-ui's Immutable maps: get and forEach over plain entries.
function map(entries: Record<string, unknown>) {
  return {
    get: (key: string) => entries[key],
    forEach: (fn: (value: never, key: string) => void) => {
      for (const [key, value] of Object.entries(entries))
        fn(value as never, key)
    },
  }
}

function system({
  oas3 = true,
  selected = undefined as string | undefined,
  servers = [
    map({
      url: 'https://sandbox-api.va.gov/services/va_facilities/{version}',
      variables: map({ version: map({ default: 'v0' }) }),
    }),
    map({ url: 'https://api.va.gov/services/va_facilities/{version}' }),
  ],
} = {}) {
  return {
    specSelectors: {
      isOAS3: () => oas3,
      servers: () => ({ first: () => servers[0] }),
    },
    oas3Selectors: { selectedServer: () => selected },
    oas3Actions: {
      setSelectedServer: vi.fn(),
      setServerVariableValue: vi.fn(),
    },
  }
}

test('the first server and its variable defaults are selected when the spec is read, as swagger-ui would after rendering (R-PERF-LIGHTHOUSE)', () => {
  const sys = system()
  const updateJsonSpec = vi.fn(() => 'updated')
  const wrapped =
    preselectServerPlugin().statePlugins.spec.wrapActions.updateJsonSpec(
      updateJsonSpec,
      sys,
    )
  expect(wrapped({ openapi: '3.0.1' })).toBe('updated')
  expect(updateJsonSpec).toHaveBeenCalledWith({ openapi: '3.0.1' })
  expect(sys.oas3Actions.setSelectedServer).toHaveBeenCalledWith(
    'https://sandbox-api.va.gov/services/va_facilities/{version}',
  )
  expect(sys.oas3Actions.setServerVariableValue).toHaveBeenCalledWith({
    server: 'https://sandbox-api.va.gov/services/va_facilities/{version}',
    key: 'version',
    val: 'v0',
  })
})

test('a server already chosen, a spec without servers or a Swagger 2 spec is left alone', () => {
  for (const sys of [
    system({ selected: 'https://api.va.gov/services/va_facilities/{version}' }),
    system({ servers: [] }),
    system({ oas3: false }),
  ]) {
    preselectServer(sys)
    expect(sys.oas3Actions.setSelectedServer).not.toHaveBeenCalled()
    expect(sys.oas3Actions.setServerVariableValue).not.toHaveBeenCalled()
  }
})
