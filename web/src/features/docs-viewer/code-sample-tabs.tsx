import { useId, useMemo, useRef, type KeyboardEvent } from 'react'
import { CodeBlock } from '#web/components/ui/code-block.tsx'
import { codeSamples, type SampleLanguage } from './code-samples.ts'
import type { BuiltRequest } from './curl-command.ts'
import { chooseSampleLanguage, useSampleLanguage } from './sample-language.ts'

/** Props of CodeSampleTabs. */
export interface CodeSampleTabsProps {
  request: BuiltRequest
  /** What the request is, where a page has several samples: "GET /facilities/{id}". */
  subject?: string
}

/**
 * The request in seven languages, in tabs (the ARIA tabs pattern: arrows, Home and End move
 * between languages, the choice follows focus), each with its copy button (R-DOCS-SAMPLES). The
 * language is the page's one choice (`sample-language.ts`).
 */
export default function CodeSampleTabs({
  request,
  subject,
}: CodeSampleTabsProps) {
  const id = useId()
  const key = JSON.stringify(request)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the request's text is its identity
  const samples = useMemo(() => codeSamples(request), [key])
  const selected = useSampleLanguage()
  const tabs = useRef(new Map<SampleLanguage, HTMLButtonElement>())
  const sample =
    samples.find((candidate) => candidate.id === selected) ?? samples[0]

  const choose = (language: SampleLanguage, focus: boolean) => {
    chooseSampleLanguage(language)
    if (focus) tabs.current.get(language)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = samples.findIndex((candidate) => candidate.id === selected)
    const last = samples.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    const language = next === undefined ? undefined : samples[next]?.id
    if (!language) return
    event.preventDefault()
    choose(language, true)
  }

  return (
    <div className="code-samples">
      <div
        role="tablist"
        aria-label="Language of the code sample"
        className="code-samples__tabs"
      >
        {samples.map((candidate) => (
          <button
            key={candidate.id}
            ref={(element) => {
              if (element) tabs.current.set(candidate.id, element)
              else tabs.current.delete(candidate.id)
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${candidate.id}`}
            aria-selected={candidate.id === sample?.id}
            aria-controls={`${id}-panel`}
            tabIndex={candidate.id === sample?.id ? 0 : -1}
            className="code-samples__tab"
            onClick={() => choose(candidate.id, false)}
            onKeyDown={onKeyDown}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      {sample ? (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${sample.id}`}
        >
          {/* Each sample region's name is its own on the page (axe's landmark-unique). */}
          <CodeBlock
            code={sample.code}
            label={`${sample.label} sample${subject ? ` of ${subject}` : ''}`}
          />
        </div>
      ) : null}
    </div>
  )
}
