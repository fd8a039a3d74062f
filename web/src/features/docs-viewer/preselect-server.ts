// swagger-ui's server list picks its first server, and that server's variable defaults, in
// effects after it first renders: store updates that render every container of the viewer again,
// synchronously, in one long task (about 170 ms at 4× CPU slowdown on the Facilities spec). This
// plugin makes the same choice as soon as the spec is read, before the operations render; the
// effects then set what is already set, which changes nothing (R-PERF-LIGHTHOUSE, ADR 021).

interface ImmutableMap {
  get: (key: string) => unknown
  forEach: (fn: (value: ImmutableMap, key: string) => void) => void
}

interface ServerSystem {
  specSelectors: {
    isOAS3: () => boolean
    servers: () => { first: () => ImmutableMap | undefined } | undefined
  }
  oas3Selectors: { selectedServer: () => string | undefined }
  oas3Actions: {
    setSelectedServer: (url: string) => unknown
    setServerVariableValue: (value: {
      server: string
      key: string
      val: string
    }) => unknown
  }
}

/** Selects the spec's first server and its variables' defaults, as swagger-ui's list would. */
export function preselectServer(system: ServerSystem): void {
  const { specSelectors, oas3Selectors, oas3Actions } = system
  if (!specSelectors.isOAS3() || oas3Selectors.selectedServer()) return
  const first = specSelectors.servers()?.first()
  const url = first?.get('url')
  if (!first || typeof url !== 'string') return
  oas3Actions.setSelectedServer(url)
  const variables = first.get('variables') as ImmutableMap | undefined
  variables?.forEach((variable, key) => {
    const value = variable.get('default')
    oas3Actions.setServerVariableValue({
      server: url,
      key,
      val: typeof value === 'string' ? value : '',
    })
  })
}

type UpdateJsonSpec = (...args: unknown[]) => unknown

/** A swagger-ui plugin: the first server is selected when the spec is read. */
export const preselectServerPlugin = () => ({
  statePlugins: {
    spec: {
      wrapActions: {
        updateJsonSpec:
          (original: UpdateJsonSpec, system: ServerSystem) =>
          (...args: unknown[]) => {
            const result = original(...args)
            preselectServer(system)
            return result
          },
      },
    },
  },
})
