import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { CodeBlock } from '#web/components/ui/code-block.tsx'
import {
  codeSamples,
  SAMPLE_LANGUAGES,
  type SampleLanguage,
} from './code-samples.ts'
import type { BuiltRequest } from './curl-command.ts'

// The reader's last language is kept in this browser, for every operation and every API.
const STORAGE_KEY = 'codeSampleLanguage'

function readLanguage(): SampleLanguage {
  try {
    const kept = window.localStorage.getItem(STORAGE_KEY)
    const known = SAMPLE_LANGUAGES.find((language) => language.id === kept)
    return known?.id ?? 'curl'
  } catch {
    return 'curl'
  }
}

function keepLanguage(language: SampleLanguage): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Storage off (private mode, settings): the choice lasts for this page only.
  }
}

/** Props of CodeSampleTabs. */
export interface CodeSampleTabsProps {
  request: BuiltRequest
}

/**
 * The request in seven languages, in tabs (the ARIA tabs pattern: arrows, Home and End move
 * between languages, the choice follows focus), each with its copy button (R-DOCS-SAMPLES).
 */
export default function CodeSampleTabs({ request }: CodeSampleTabsProps) {
  const id = useId()
  const key = JSON.stringify(request)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the request's text is its identity
  const samples = useMemo(() => codeSamples(request), [key])
  const [selected, setSelected] = useState<SampleLanguage>(readLanguage)
  const tabs = useRef(new Map<SampleLanguage, HTMLButtonElement>())
  const sample =
    samples.find((candidate) => candidate.id === selected) ?? samples[0]

  const choose = (language: SampleLanguage, focus: boolean) => {
    setSelected(language)
    keepLanguage(language)
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
          <CodeBlock code={sample.code} label={`${sample.label} sample`} />
        </div>
      ) : null}
    </div>
  )
}
