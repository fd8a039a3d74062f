import { lazy, Suspense, useId, useState } from 'react'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import type { OpenApiDocument } from './curl-support.ts'

// The builder, its command maker and the copy button load when the reader opens it: the docs
// page's first load carries only this section (R-FIRST-LOAD-DOCS, R-PERF-FIRST-LOAD).
const CurlBuilder = lazy(() => import('./curl-builder.tsx'))

/** Props of CurlBuilderSection. */
export interface CurlBuilderSectionProps {
  spec: OpenApiDocument
}

/** The "Build a curl request" section: a button that opens the builder in place. */
export function CurlBuilderSection({ spec }: CurlBuilderSectionProps) {
  const id = useId()
  const [isOpen, setIsOpen] = useState(false)
  return (
    <section className="curl-builder" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Build a curl request</h2>
      {isOpen ? (
        <Suspense
          fallback={<LoadingIndicator label="Loading the curl builder" />}
        >
          <CurlBuilder spec={spec} />
        </Suspense>
      ) : (
        <>
          <p>
            Pick an operation, fill in its values and copy the curl command, or
            see the same request in seven languages.
          </p>
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => setIsOpen(true)}
          >
            Open the curl builder
          </button>
        </>
      )}
    </section>
  )
}
