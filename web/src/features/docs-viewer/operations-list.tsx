import type { ComponentType, ReactNode } from 'react'

// swagger-ui 5.3x lists the operations through TanStack Virtual's window virtualizer, whose layout
// effect reads window.scrollY on its first render even when the list is too short to virtualize
// (under 150 rows): a forced layout of the whole page inside the commit that shows the spec, about
// 100 ms at 4× CPU slowdown on the Facilities spec (R-PERF-LIGHTHOUSE). Below that size this is
// swagger-ui's own unvirtualized markup; a longer list still goes to swagger-ui's component.
const VIRTUALIZE_FROM = 150

interface ImmutableList<T> {
  map: <U>(fn: (value: T) => U) => { toArray: () => U[] }
  size: number
}

interface Operation {
  get: (key: 'path' | 'method' | 'specPath') => unknown
}

interface Tag {
  get: (key: 'operations') => ImmutableList<Operation>
}

interface TaggedOperations {
  size: number
  map: <U>(fn: (tag: Tag, name: string) => U) => {
    valueSeq: () => { toArray: () => U[] }
  }
  valueSeq: () => { toArray: () => Tag[] }
}

type AnyComponent = ComponentType<
  Record<string, unknown> & { children?: ReactNode }
>

interface OperationsProps {
  specSelectors: {
    taggedOperations: () => TaggedOperations
    validOperationMethods: () => string[]
    url: () => string
  }
  getComponent: (name: string, container?: boolean) => AnyComponent
  oas3Selectors: unknown
  layoutSelectors: unknown
  layoutActions: unknown
  getConfigs: unknown
}

/** How many rows swagger-ui's list would have with every tag open: its most. */
function rowsAtMost(tagged: TaggedOperations): number {
  return tagged
    .valueSeq()
    .toArray()
    .reduce((rows, tag) => rows + 1 + tag.get('operations').size, 0)
}

/** swagger-ui's `operations` component, unvirtualized below 150 rows. */
export function wrapOperations(Original: AnyComponent) {
  return function Operations(props: OperationsProps) {
    const { specSelectors, getComponent } = props
    const tagged = specSelectors.taggedOperations()
    if (tagged.size === 0 || rowsAtMost(tagged) >= VIRTUALIZE_FROM)
      return <Original {...(props as unknown as Record<string, unknown>)} />
    const methods = specSelectors.validOperationMethods()
    const OperationContainer = getComponent('OperationContainer', true)
    const OperationTag = getComponent('OperationTag')
    return (
      <div>
        {tagged
          .map((tag, name) => (
            <OperationTag
              key={`operation-${name}`}
              tagObj={tag}
              tag={name}
              oas3Selectors={props.oas3Selectors}
              layoutSelectors={props.layoutSelectors}
              layoutActions={props.layoutActions}
              getConfigs={props.getConfigs}
              getComponent={getComponent}
              specUrl={specSelectors.url()}
            >
              <div className="operation-tag-content">
                {tag
                  .get('operations')
                  .map((operation) => {
                    const path = operation.get('path') as string
                    const method = operation.get('method') as string
                    return methods.includes(method) ? (
                      <OperationContainer
                        key={`${path}-${method}`}
                        specPath={operation.get('specPath')}
                        op={operation}
                        path={path}
                        method={method}
                        tag={name}
                      />
                    ) : null
                  })
                  .toArray()}
              </div>
            </OperationTag>
          ))
          .valueSeq()
          .toArray()}
      </div>
    )
  }
}
