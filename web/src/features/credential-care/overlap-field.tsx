import { OVERLAPS } from '@portal/schema/credential-care-texts'

/** Props of OverlapField. */
export interface OverlapFieldProps {
  /** Unique on the page: one field per credential. */
  name: string
  value: string
  onChange: (value: string) => void
  legend: string
}

/** How long the old secret or key keeps working (R-CARE-ROTATE). */
export function OverlapField({
  name,
  value,
  onChange,
  legend,
}: OverlapFieldProps) {
  return (
    <fieldset className="usa-fieldset usa-form-group">
      <legend className="usa-legend">{legend}</legend>
      {Object.entries(OVERLAPS).map(([key, overlap]) => (
        <div className="usa-radio" key={key}>
          <input
            className="usa-radio__input"
            type="radio"
            id={`${name}-${key}`}
            name={name}
            value={key}
            checked={value === key}
            onChange={() => onChange(key)}
          />
          <label className="usa-radio__label" htmlFor={`${name}-${key}`}>
            {overlap.label}
          </label>
        </div>
      ))}
    </fieldset>
  )
}
