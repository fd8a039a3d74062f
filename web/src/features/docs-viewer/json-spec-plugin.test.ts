import { expect, test, vi } from 'vitest'
import { jsonSpecPlugin } from './json-spec-plugin.ts'

function system(specStr = '') {
  return {
    specSelectors: { specStr: () => specStr },
    specActions: { updateJsonSpec: vi.fn() },
    errActions: { clear: vi.fn() },
  }
}

const wrap = jsonSpecPlugin().statePlugins.spec.wrapActions.parseToJson

test('a JSON spec text is parsed with JSON.parse and never reaches the YAML parser (R-PERF-LIGHTHOUSE)', () => {
  const yaml = vi.fn()
  const sys = system()
  wrap(yaml, sys)('{"openapi":"3.0.0","info":{"title":"Facilities"}}')
  expect(yaml).not.toHaveBeenCalled()
  expect(sys.errActions.clear).toHaveBeenCalledWith({ source: 'parser' })
  expect(sys.specActions.updateJsonSpec).toHaveBeenCalledWith({
    openapi: '3.0.0',
    info: { title: 'Facilities' },
  })
})

test('without an argument it reads the stored spec text, as swagger-ui does', () => {
  const sys = system(' {"openapi":"3.0.0"}')
  wrap(vi.fn(), sys)()
  expect(sys.specActions.updateJsonSpec).toHaveBeenCalledWith({
    openapi: '3.0.0',
  })
})

test.each([
  ['YAML', 'openapi: 3.0.0\ninfo:\n  title: Facilities\n'],
  ['broken JSON', '{"openapi": '],
  ['a JSON value that is no object', '"just text"'],
])('%s goes to swagger-ui’s own parser and its error display', (_, text) => {
  const yaml = vi.fn()
  const sys = system()
  wrap(yaml, sys)(text)
  expect(yaml).toHaveBeenCalledWith(text)
  expect(sys.specActions.updateJsonSpec).not.toHaveBeenCalled()
})
