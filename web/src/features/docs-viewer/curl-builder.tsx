import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { CodeBlock } from '#web/components/ui/code-block.tsx'
import { LoadingIndicator } from '#web/components/ui/loading-indicator.tsx'
import { readTryItKey } from '#web/lib/try-it-key.ts'
import {
  buildCurlCommand,
  buildRequest,
  listOperations,
} from './curl-command.ts'
import { securityOf, type OpenApiDocument } from './curl-support.ts'

// httpsnippet and its seven languages load when the reader opens the samples, never with the page
// (R-DOCS-SAMPLES, R-PERF-FIRST-LOAD).
const CodeSampleTabs = lazy(() => import('./code-sample-tabs.tsx'))

/** Props of CurlBuilder. */
export interface CurlBuilderProps {
  spec: OpenApiDocument
}

/**
 * Pick an operation, fill in its values, copy the curl command, or open the same request in seven
 * languages. The key this browser keeps for Try it out fills the key field. Multipart operations
 * are left out. Loaded when the reader opens the builder (`curl-builder-section.tsx`), which
 * shows it only when `canBuildCurl`; the operation field takes the focus as it appears.
 */
export default function CurlBuilder({ spec }: CurlBuilderProps) {
  const id = useId()
  const firstField = useRef<HTMLSelectElement>(null)
  useEffect(() => firstField.current?.focus(), [])
  const operations = listOperations(spec).filter(
    (operation) => !operation.isMultipart,
  )
  const isBearer = securityOf(spec)?.kind === 'bearer'
  const [operationId, setOperationId] = useState(operations[0]?.id ?? '')
  const [values, setValues] = useState<Record<string, string>>(() => {
    const key = isBearer ? null : readTryItKey()
    return key ? { credential: key } : ({} as Record<string, string>)
  })
  const [showSamples, setShowSamples] = useState(false)
  const operation =
    operations.find((candidate) => candidate.id === operationId) ??
    operations[0]
  if (!operation) return null

  const set = (key: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }))
  const filled = {
    params: Object.fromEntries(
      operation.parameters.map((p) => [
        `${p.in}:${p.name}`,
        values[`${operationId}|${p.in}:${p.name}`] ?? '',
      ]),
    ),
    body: Object.fromEntries(
      operation.bodyFields.map((f) => [
        f.name,
        values[`${operationId}|body:${f.name}`] ?? '',
      ]),
    ),
    credential: values.credential ?? '',
  }
  const command = buildCurlCommand(spec, operation, filled)
  return (
    <>
      <label className="usa-label" htmlFor={`${id}-operation`}>
        Operation
      </label>
      <select
        ref={firstField}
        className="usa-select"
        id={`${id}-operation`}
        value={operation.id}
        onChange={(event) => setOperationId(event.target.value)}
      >
        {operations.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.method} {candidate.path}
            {candidate.summary ? ` — ${candidate.summary}` : ''}
          </option>
        ))}
      </select>
      <label className="usa-label" htmlFor={`${id}-credential`}>
        {isBearer ? 'Access token' : 'API key'}
      </label>
      <input
        className="usa-input"
        id={`${id}-credential`}
        value={values.credential ?? ''}
        onChange={set('credential')}
      />
      {operation.parameters.map((parameter) => {
        const key = `${operationId}|${parameter.in}:${parameter.name}`
        return (
          <div key={key}>
            <label className="usa-label" htmlFor={`${id}-${key}`}>
              {parameter.name} ({parameter.in}
              {parameter.required ? ', required' : ''})
            </label>
            <input
              className="usa-input"
              id={`${id}-${key}`}
              value={values[key] ?? ''}
              onChange={set(key)}
            />
          </div>
        )
      })}
      {operation.bodyFields.map((field) => {
        const key = `${operationId}|body:${field.name}`
        const isJson = field.type === 'object' || field.type === 'array'
        return (
          <div key={key}>
            <label className="usa-label" htmlFor={`${id}-${key}`}>
              {field.name} (body{isJson ? `, ${field.type} as JSON` : ''})
            </label>
            {isJson ? (
              <textarea
                className="usa-textarea"
                id={`${id}-${key}`}
                value={values[key] ?? ''}
                onChange={set(key)}
              />
            ) : (
              <input
                className="usa-input"
                id={`${id}-${key}`}
                value={values[key] ?? ''}
                onChange={set(key)}
              />
            )}
          </div>
        )
      })}
      <CodeBlock code={command} label="curl command" />
      <h3 id={`${id}-samples`}>Code samples</h3>
      <button
        type="button"
        className="usa-button usa-button--outline"
        aria-expanded={showSamples}
        aria-controls={`${id}-samples-region`}
        onClick={() => setShowSamples((shown) => !shown)}
      >
        {showSamples ? 'Hide' : 'Show'} this request in seven languages
      </button>
      <div
        id={`${id}-samples-region`}
        role="region"
        aria-labelledby={`${id}-samples`}
      >
        {showSamples ? (
          <Suspense
            fallback={<LoadingIndicator label="Loading code samples" />}
          >
            <CodeSampleTabs request={buildRequest(spec, operation, filled)} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}
