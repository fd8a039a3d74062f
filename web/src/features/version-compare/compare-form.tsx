import { useRef, useState, type FormEvent } from 'react'
import type { CompareVersion } from '@portal/schema/version-compare'
import { COMPARE_MESSAGES } from '@portal/schema/version-compare-texts'
import { FieldFrame } from '#web/components/ui/form-fields.tsx'

/** Props of CompareForm. */
export interface CompareFormProps {
  versions: readonly CompareVersion[]
  from: CompareVersion
  to: CompareVersion
  onCompare: (pair: { from: string; to: string }) => void
}

const optionText = (version: CompareVersion) =>
  `${version.label} (${version.status})`

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
    <form
      ref={formRef}
      className="version-compare__form"
      onSubmit={submit}
      noValidate
    >
      {error ? (
        <div
          className="usa-alert usa-alert--error usa-alert--slim"
          role="alert"
        >
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              <a href="#to">{error}</a>
            </p>
          </div>
        </div>
      ) : null}
      <FieldFrame id="from" label="From version">
        {select('from', from)}
      </FieldFrame>
      <FieldFrame id="to" label="To version" error={error}>
        {select('to', to)}
      </FieldFrame>
      <button type="submit" className="usa-button margin-top-2">
        Compare
      </button>
    </form>
  )
}
