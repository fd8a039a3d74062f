import { Component, Suspense, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { lazyComponent, renewFailedLazyComponents } from './lazy-component.ts'

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch() {
    renewFailedLazyComponents()
  }
  render() {
    return this.state.failed ? <p>Chunk failed</p> : this.props.children
  }
}

test('A lazy component whose chunk failed loads it again when it is mounted again, not before (R-WEB-CHUNK-RETRY)', async () => {
  let calls = 0
  const Greeting = lazyComponent<{ name: string }>(async () => {
    calls += 1
    if (calls === 1)
      throw new Error('Failed to fetch dynamically imported module')
    return ({ name }) => <p>Hello {name}</p>
  })
  const page = (
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>
    </Boundary>
  )
  const { unmount } = render(page)
  expect(await screen.findByText('Chunk failed')).toBeInTheDocument()
  expect(calls).toBe(1)
  unmount()
  render(page)
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  expect(calls).toBe(2)
})
