import type { FormEvent, ReactNode } from 'react'

/** A select of a queue's filters form, its value kept in the address. */
export function QueueSelect({
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  name: string
  label: string
  value: string
  options: [string, string][]
  anyLabel?: string
}) {
  return (
    <div className="usa-form-group tablet:grid-col-6 desktop:grid-col-4">
      <label className="usa-label" htmlFor={`queue-${name}`}>
        {label}
      </label>
      <select
        className="usa-select"
        id={`queue-${name}`}
        name={name}
        defaultValue={value}
      >
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The assignee filter of a queue: me, nobody, or either. */
export function AssigneeSelect({ value }: { value: string }) {
  return (
    <QueueSelect
      name="assignee"
      label="Assignee"
      value={value}
      anyLabel="Anyone or nobody"
      options={[
        ['me', 'Assigned to me'],
        ['nobody', 'Not assigned'],
      ]}
    />
  )
}

/** Props of QueueFiltersForm. */
export interface QueueFiltersFormProps {
  params: URLSearchParams
  onApply: (params: URLSearchParams) => void
  /** The filters of a submitted form, as the address keeps them. */
  paramsOfForm: (data: FormData) => URLSearchParams
  /** What the search matches, in words. */
  searchHint: string
  /** The queue's selects: `value(name)` is a filter's value in the address. */
  children: (value: (name: string) => string) => ReactNode
}

/**
 * A queue's search, filters and sort: Apply puts them in the address (a filtered view can be
 * shared, and Back works); Clear filters empties it.
 */
export function QueueFiltersForm({
  params,
  onApply,
  paramsOfForm,
  searchHint,
  children,
}: QueueFiltersFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onApply(paramsOfForm(new FormData(event.currentTarget)))
  }
  const value = (name: string) => params.get(name) ?? ''
  return (
    <form
      className="usa-form console-filters"
      onSubmit={submit}
      aria-label="Filter the queue"
    >
      <div className="usa-form-group">
        <label className="usa-label" htmlFor="queue-q">
          Search
        </label>
        <div className="usa-hint" id="queue-q-hint">
          {searchHint}
        </div>
        <input
          className="usa-input"
          id="queue-q"
          name="q"
          type="search"
          defaultValue={value('q')}
          aria-describedby="queue-q-hint"
        />
      </div>
      <div className="grid-row grid-gap">{children(value)}</div>
      <button type="submit" className="usa-button">
        Apply
      </button>
      <button
        type="button"
        className="usa-button usa-button--unstyled"
        onClick={() => onApply(new URLSearchParams())}
      >
        Clear filters
      </button>
    </form>
  )
}
