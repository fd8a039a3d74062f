import { describedBy, FieldFrame } from '#web/components/ui/form-fields.tsx'

/** The assertion step's field messages, by field. */
export type AssertionErrors = Partial<
  Record<'key' | 'clientId' | 'scopes' | 'launch', string>
>

interface Values {
  clientId: string
  kid: string
  launch: string
  chosenScopes: readonly string[]
}

/** Props of AssertionFields. */
export interface AssertionFieldsProps {
  values: Values
  scopes: readonly string[]
  hasLaunch: boolean
  errors: AssertionErrors
  onChange: { [K in keyof Values]: (value: Values[K]) => void }
}

interface PlainTextFieldProps {
  id: string
  label: string
  hint: string
  value: string
  error?: string | undefined
  onChange: (value: string) => void
}

// A plain controlled input in the site's field frame: this tool sends nothing to our API, so it
// does not need the form library.
function PlainTextField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: PlainTextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={`usa-input${error ? ' usa-input--error' : ''}`}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  )
}

/** Client ID, key ID, scopes and launch of the assertion step (R-OAUTH-CCG-HELPER-GUIDE). */
export function AssertionFields({
  values,
  scopes,
  hasLaunch,
  errors,
  onChange,
}: AssertionFieldsProps) {
  return (
    <>
      <PlainTextField
        id="ccg-clientId"
        label="Client ID"
        hint="The client ID you got at sandbox signup: the assertion's iss and sub."
        value={values.clientId}
        error={errors.clientId}
        onChange={onChange.clientId}
      />
      <PlainTextField
        id="ccg-kid"
        label="Key ID (kid, optional)"
        hint="The kid of the public key you registered; sent in the header."
        value={values.kid}
        onChange={onChange.kid}
      />
      {scopes.length ? (
        <fieldset
          className={`usa-fieldset usa-form-group${errors.scopes ? ' usa-form-group--error' : ''}`}
          aria-describedby={errors.scopes ? 'ccg-scopes-error' : undefined}
        >
          <legend className="usa-legend">Scopes</legend>
          {errors.scopes ? (
            <span
              className="usa-error-message"
              id="ccg-scopes-error"
              role="alert"
            >
              {errors.scopes}
            </span>
          ) : null}
          {scopes.map((scope, index) => (
            <div className="usa-checkbox" key={scope}>
              <input
                className="usa-checkbox__input"
                type="checkbox"
                id={index === 0 ? 'ccg-scopes' : `ccg-scope-${index}`}
                checked={values.chosenScopes.includes(scope)}
                onChange={(event) =>
                  onChange.chosenScopes(
                    event.target.checked
                      ? scopes.filter(
                          (item) =>
                            item === scope ||
                            values.chosenScopes.includes(item),
                        )
                      : values.chosenScopes.filter((item) => item !== scope),
                  )
                }
              />
              <label
                className="usa-checkbox__label"
                htmlFor={index === 0 ? 'ccg-scopes' : `ccg-scope-${index}`}
              >
                {scope}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {hasLaunch ? (
        <PlainTextField
          id="ccg-launch"
          label="Launch (JSON)"
          hint="Sent Base64-encoded as launch. In sandbox, use a test user's ICN."
          value={values.launch}
          error={errors.launch}
          onChange={onChange.launch}
        />
      ) : null}
    </>
  )
}
