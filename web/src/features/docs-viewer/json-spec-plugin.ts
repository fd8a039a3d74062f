// swagger-ui reads every spec text with js-yaml, the slowest step of its start on a phone after
// its own rendering (measured: ~80 ms of main-thread time at 4× CPU slowdown on the Facilities
// spec). Our specs are JSON, which the browser's own parser reads many times faster; anything
// else (YAML, or JSON that fails) still goes through swagger-ui's parser and its error display
// (R-PERF-LIGHTHOUSE).

interface SpecSystem {
  specSelectors: { specStr: () => string }
  specActions: { updateJsonSpec: (json: object) => unknown }
  errActions: { clear: (filter: { source: string }) => unknown }
}

type ParseToJson = (text?: string) => unknown

/** A JSON spec text as an object; undefined for YAML, broken JSON or a value that is no object. */
export function parseJsonSpec<T extends object = object>(
  text: string,
): T | undefined {
  if (!/^\s*\{/.test(text)) return undefined
  try {
    const json: unknown = JSON.parse(text)
    return json && typeof json === 'object' ? (json as T) : undefined
  } catch {
    return undefined
  }
}

/** A swagger-ui plugin: JSON spec texts are parsed with JSON.parse instead of js-yaml. */
export const jsonSpecPlugin = () => ({
  statePlugins: {
    spec: {
      wrapActions: {
        parseToJson:
          (original: ParseToJson, system: SpecSystem) => (text?: string) => {
            const json = parseJsonSpec(text || system.specSelectors.specStr())
            if (!json) return original(text)
            system.errActions.clear({ source: 'parser' })
            return system.specActions.updateJsonSpec(json)
          },
      },
    },
  },
})
