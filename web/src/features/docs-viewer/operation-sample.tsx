import { useMemo, useSyncExternalStore } from 'react'
import CodeSampleTabs from './code-sample-tabs.tsx'
import { tryItOutRequest, type TryItOutSystem } from './operation-request.ts'

/** swagger-ui's system: its store, and what the request is built from. */
export interface SampleSystem extends TryItOutSystem {
  getStore: () => {
    subscribe: (listener: () => void) => () => void
    getState: () => unknown
  }
}

/** Props of OperationSample. */
export interface OperationSampleProps {
  system: SampleSystem
  pathMethod: [path: string, method: string]
}

/**
 * An opened operation's code sample in the page's language, the request its Execute button would
 * send now: it follows every value typed in Try it out, the server and the Authorize dialog
 * (R-DOCS-OPERATION-SAMPLES). Loaded, with httpsnippet, when the first operation opens.
 */
export default function OperationSample({
  system,
  pathMethod,
}: OperationSampleProps) {
  const [path, method] = pathMethod
  const store = system.getStore()
  // swagger-ui's state is immutable: a new object exactly when something changed.
  const state = useSyncExternalStore(store.subscribe, store.getState)
  const built = useMemo(() => {
    try {
      return { request: tryItOutRequest(system, [path, method]) }
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request follows the store's state
  }, [state, system, path, method])
  const subject = `${method.toUpperCase()} ${path}`
  return (
    <div className="opblock-section operation-sample">
      <div className="opblock-section-header">
        <h4 className="opblock-title">Code sample</h4>
      </div>
      <div className="operation-sample__body">
        {built.request ? (
          <CodeSampleTabs request={built.request} subject={subject} />
        ) : (
          <p>No sample for these values: {built.error}</p>
        )}
      </div>
    </div>
  )
}
