import { lazy, Suspense, type ComponentType } from 'react'
import { NO_SANDBOX_EXTENSION } from './sandbox-plugin.tsx'
import type { SampleSystem } from './operation-sample.tsx'

// The sample, its request maker and httpsnippet load when the first operation opens: the docs
// page's first load carries only this wrap (R-FIRST-LOAD-DOCS, R-DOCS-OPERATION-SAMPLES).
const OperationSample = lazy(() => import('./operation-sample.tsx'))

type Props = Record<string, unknown> & { pathMethod: [string, string] }

interface NoSandbox {
  specSelectors: { specJson: () => { get: (key: string) => unknown } }
}

/**
 * swagger-ui renders an operation's parameters only while it is open: its code sample follows
 * them there, except on a spec the gateway does not answer (no Try it out, so no sample).
 */
export const operationSamplePlugin = () => ({
  wrapComponents: {
    parameters:
      (Original: ComponentType<Props>, system: SampleSystem & NoSandbox) =>
      (props: Props) => (
        <>
          <Original {...props} />
          {system.specSelectors.specJson().get(NO_SANDBOX_EXTENSION) ===
          true ? null : (
            <Suspense fallback={null}>
              <OperationSample system={system} pathMethod={props.pathMethod} />
            </Suspense>
          )}
        </>
      ),
  },
})
