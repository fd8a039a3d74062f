import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import { wrapOperations } from './operations-list.tsx'

// Stand-ins for swagger-ui's Immutable collections and components: enough to count and render.
function list<T>(values: T[]) {
  return {
    size: values.length,
    map: <U,>(fn: (value: T) => U) => ({ toArray: () => values.map(fn) }),
  }
}

function tagged(tags: Record<string, string[]>) {
  const entries = Object.entries(tags).map(([name, paths]) => {
    const operations = list(
      paths.map((path) => ({
        get: (key: string) =>
          ({ path, method: 'get', specPath: ['paths', path, 'get'] })[key],
      })),
    )
    return [name, { get: () => operations }] as const
  })
  return {
    size: entries.length,
    map: <U,>(fn: (tag: (typeof entries)[number][1], name: string) => U) => ({
      valueSeq: () => ({ toArray: () => entries.map(([n, t]) => fn(t, n)) }),
    }),
    valueSeq: () => ({ toArray: () => entries.map(([, t]) => t) }),
  }
}

const components: Record<
  string,
  (props: Record<string, unknown>) => ReactNode
> = {
  OperationTag: ({ tag, children }) => (
    <section aria-label={String(tag)}>{children as ReactNode}</section>
  ),
  OperationContainer: ({ path }) => <p>{`GET ${String(path)}`}</p>,
}

function props(tags: Record<string, string[]>) {
  return {
    specSelectors: {
      taggedOperations: () => tagged(tags),
      validOperationMethods: () => ['get'],
      url: () => '/openapi.json',
    },
    getComponent: (name: string) => components[name] ?? (() => null),
    oas3Selectors: {},
    layoutSelectors: {},
    layoutActions: {},
    getConfigs: () => ({}),
  }
}

const Original = () => <p>swagger-ui&apos;s virtualized list</p>
const Operations = wrapOperations(Original)

test('under 150 rows the operations render without swagger-ui’s virtualizer, tag by tag (R-PERF-LIGHTHOUSE)', () => {
  render(<Operations {...props({ Facilities: ['/facilities', '/nearby'] })} />)
  expect(screen.getByRole('region', { name: 'Facilities' })).toHaveTextContent(
    'GET /facilitiesGET /nearby',
  )
  expect(
    screen.queryByText("swagger-ui's virtualized list"),
  ).not.toBeInTheDocument()
})

test('from 150 rows on, swagger-ui’s own virtualized list renders them', () => {
  const paths = Array.from({ length: 149 }, (_, i) => `/path-${i}`)
  render(<Operations {...props({ Many: paths })} />)
  expect(screen.getByText("swagger-ui's virtualized list")).toBeInTheDocument()
})
