import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { renewFailedLazyComponents } from '#web/lib/lazy-component.ts'

interface BoundaryProps {
  children: ReactNode
  /** What to show instead of the children once they have thrown. */
  fallback: (error: unknown) => ReactNode
  /** The location's key: a new location clears the error. */
  resetKey: string
}

interface BoundaryState {
  failure: { error: unknown } | null
  resetKey: string
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failure: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } }
  }

  // A page or dialog whose chunk failed loads again when it is next shown (R-WEB-CHUNK-RETRY).
  componentDidCatch() {
    renewFailedLazyComponents()
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failure: null, resetKey: props.resetKey }
  }

  render() {
    const { failure } = this.state
    return failure ? this.props.fallback(failure.error) : this.props.children
  }
}

/** Props of RouteErrorBoundary. */
export interface RouteErrorBoundaryProps {
  children: ReactNode
  /** Shown, with the error, when a page fails to render or its chunk to load. */
  fallback: (error: unknown) => ReactNode
}

/**
 * The route error boundary of the declarative route table (what a data router's `errorElement`
 * did): it catches a page that throws or whose chunk fails, and resets when the location changes.
 */
export function RouteErrorBoundary({
  children,
  fallback,
}: RouteErrorBoundaryProps) {
  const { key } = useLocation()
  return (
    <Boundary resetKey={key} fallback={fallback}>
      {children}
    </Boundary>
  )
}
