import { useRef, useState, type FormEvent } from 'react'
import type { CompareVersion } from '@portal/schema/version-compare'
import { COMPARE_MESSAGES } from '@portal/schema/version-compare-texts'

/** Props of CompareForm. */
export interface CompareFormProps {
  versions: readonly CompareVersion[]
  from: CompareVersion
  to: CompareVersion
  onCompare: (pair: { from: string; to: string }) => void
}

const optionText = (version: CompareVersion) =>
  `${version.label} (${version.status})`

// The fields are written as the site's FieldFrame writes them: its module carries the form state,
// which this page, with no form state, keeps out of its first load (R-PERF-FIRST-LOAD).

/**
 * Two versions to compare, validated on submit: the same version twice is refused on `to`, with
 * the error summary above the fields and focus on the field (docs/forms.md).
 */
export function CompareForm({
  versions,
  from,
  to,
  onCompare,
}: CompareFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [error, setError] = useState<string | undefined>()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const pair = { from: String(data.get('from')), to: String(data.get('to')) }
    if (pair.from === pair.to) {
      setError(COMPARE_MESSAGES.sameVersion)
      formRef.current?.querySelector<HTMLElement>('[name="to"]')?.focus()
      return
    }
    setError(undefined)
    onCompare(pair)
  }

  const select = (name: 'from' | 'to', selected: CompareVersion) => (
    <select
      // A new answer resets the choice to what it compares.
      key={selected.version}
      className={`usa-select${name === 'to' && error ? ' usa-input--error' : ''}`}
      id={name}
      name={name}
      defaultValue={selected.version}
      aria-invalid={name === 'to' && error ? true : undefined}
      aria-describedby={name === 'to' && error ? 'to-error' : undefined}
    >
      {versions.map((version) => (
        <option key={version.version} value={version.version}>
          {optionText(version)}
        </option>
      ))}
    </select>
  )

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {/* The summary is not announced itself: the focus goes to the field, which says its message. */}
      {error ? (
        <div className="usa-alert usa-alert--error usa-alert--slim">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              <a href="#to">{error}</a>
            </p>
          </div>
        </div>
      ) : null}
      <div className="usa-form-group">
        <label className="usa-label" htmlFor="from">
          From version
        </label>
        {select('from', from)}
      </div>
      <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
        <label
          className={`usa-label${error ? ' usa-label--error' : ''}`}
          htmlFor="to"
        >
          To version
        </label>
        {error ? (
          <span className="usa-error-message" id="to-error" role="alert">
            {error}
          </span>
        ) : null}
        {select('to', to)}
      </div>
      <button type="submit" className="usa-button margin-top-2">
        Compare
      </button>
    </form>
  )
}
