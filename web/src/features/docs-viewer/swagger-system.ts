import { useEffect, useState, type ComponentType } from 'react'
import SwaggerUI from 'virtual:swagger-ui-core'
import { yieldToMain } from '#web/lib/yield-to-main.ts'

// swagger-ui-react builds swagger-ui's system in one call, about 240 ms of main thread at 4× CPU
// slowdown (merging thirty plugins, twice building every bound action and selector): the docs
// page's longest task once swagger-ui evaluates in parts. This builds the same system as
// swagger-ui's own constructor (core/index.js) from the same statics, with its plugins registered
// a group per task: the base preset in two halves, the OpenAPI 3.x plugins, then ours. swagger-ui
// itself registers presets and plugins in separate calls, each group's afterLoad sees the groups
// before it, and no group's afterLoad needs a later one (R-PERF-LIGHTHOUSE, ADR 021 seventh pass).
// The statics come from swagger-ui's own bundle, not swagger-ui-react's entry, whose React
// component the viewer does not use (R-FIRST-LOAD-DOCS).
// One difference: the auth plugin's `preauthorizeApiKey` and `initOAuth` keep the system of their
// group, without the OpenAPI 3 selectors, so the viewer uses preauthorizeApiKey below and
// `authActions.configureAuth` instead.

type Plugin = unknown

/** The parts of swagger-ui's system the viewer uses. */
export interface SwaggerSystem {
  getComponent: (name: string, root: 'root') => ComponentType
  specActions: {
    updateUrl: (url: string) => void
    download: (url: string) => void
  }
  specSelectors: {
    specStr: () => string
    specJson: () => {
      toJS: () => unknown
      getIn: (path: string[]) => { toJS: () => unknown } | undefined
    }
  }
  authActions: {
    authorize: (auth: object) => void
    configureAuth: (options: object) => void
  }
  configsActions: { loaded: () => void }
}

interface UnboundSystem {
  register: (plugins: Plugin[]) => void
  getSystem: () => SwaggerSystem
  setConfigs: (configs: object) => void
}

interface SwaggerUiStatics {
  System: new (options: object) => UnboundSystem
  presets: { apis: () => Plugin[]; base: () => Plugin[] }
  config: {
    defaults: Record<string, unknown>
    merge: (
      target: object,
      ...sources: object[]
    ) => Record<string, unknown> & {
      plugins: Plugin[]
      configs: object
    }
  }
}

/** swagger-ui's plugin groups in its own order: the base preset's halves, then the API plugins. */
function pluginGroups({ presets }: SwaggerUiStatics): Plugin[][] {
  const [base, ...apis] = presets.apis()
  const basePlugins = base === presets.base ? presets.base() : [base]
  const half = Math.ceil(basePlugins.length / 2)
  return [basePlugins.slice(0, half), basePlugins.slice(half), apis]
}

/** Builds the system a group of plugins per task; undefined if `cancelled()` turns true meanwhile. */
export async function createSystem(
  options: Record<string, unknown>,
  cancelled: () => boolean,
): Promise<SwaggerSystem | undefined> {
  const statics = SwaggerUI as SwaggerUiStatics
  const { System, config } = statics
  const merged = config.merge({}, config.defaults, options)
  const unbound = new System({
    system: { configs: merged.configs },
    plugins: [],
    state: {
      layout: { layout: merged.layout, filter: merged.filter },
      spec: { spec: '', url: merged.url },
      requestSnippets: merged.requestSnippets,
    },
  })
  for (const group of pluginGroups(statics)) {
    await yieldToMain()
    if (cancelled()) return undefined
    unbound.register(group)
  }
  await yieldToMain()
  if (cancelled()) return undefined
  // The options' own plugins, and its `fn` and `components` as one more (swagger-ui's "inline").
  unbound.register([
    merged.plugins,
    () => ({ fn: merged.fn, components: merged.components }),
  ])
  const system = unbound.getSystem()
  unbound.setConfigs(merged)
  system.configsActions.loaded()
  return system
}

/**
 * The root component of swagger-ui's system for `options` (built once, on mount), with the
 * document at `options.url` requested; null until it is built. `onComplete` gets the system, as
 * in swagger-ui-react.
 */
export function useSwaggerSystem(
  options: Record<string, unknown> & { url: string },
  onComplete: (system: SwaggerSystem) => void,
): ComponentType | null {
  const [App, setApp] = useState<ComponentType | null>(null)
  useEffect(() => {
    let isCancelled = false
    let built: SwaggerSystem | undefined
    void createSystem(
      {
        ...options,
        onComplete: () => {
          if (built && !isCancelled) onComplete(built)
        },
      },
      () => isCancelled,
    ).then((created) => {
      if (!created) return
      built = created
      // The same component on every call (swagger-ui memoizes getComponent).
      setApp(() => created.getComponent('App', 'root'))
      created.specActions.updateUrl(options.url)
      created.specActions.download(options.url)
    })
    return () => {
      isCancelled = true
    }
    // Built once: the viewer is keyed by the document's URL (docs-viewer.tsx).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return App
}

/** swagger-ui's preauthorizeApiKey for an OpenAPI 3 spec, on the whole system. */
export function preauthorizeApiKey(
  system: SwaggerSystem,
  scheme: string,
  value: string,
): void {
  const schema = system.specSelectors
    .specJson()
    .getIn(['components', 'securitySchemes', scheme])
  if (schema)
    system.authActions.authorize({ [scheme]: { value, schema: schema.toJS() } })
}
