import type { ReactNode } from 'react'

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

interface FrameProps {
  id: string
  label: string
  hint?: ReactNode
  error?: string | undefined
  children: ReactNode
}

// The same wiring as the site's form fields (form-fields.tsx), for plain controlled inputs:
// this tool sends nothing to our API, so it does not need the form library.
function Frame({ id, label, hint, error, children }: FrameProps) {
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className="usa-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div className="usa-hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <span className="usa-error-message" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
      {children}
    </div>
  )
}

const described = (id: string, hasHint: boolean, error?: string) =>
  [hasHint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ') || undefined

/** Client ID, key ID, scopes and launch of the assertion step (R-OAUTH-CCG-HELPER-GUIDE). */
export function AssertionFields({
  values,
  scopes,
  hasLaunch,
  errors,
  onChange,
}: AssertionFieldsProps) {
  const inputClass = (error?: string) =>
    `usa-input${error ? ' usa-input--error' : ''}`
  return (
    <>
      <Frame
        id="ccg-clientId"
        label="Client ID"
        hint="The client ID you got at sandbox signup: the assertion's iss and sub."
        error={errors.clientId}
      >
        <input
          id="ccg-clientId"
          className={inputClass(errors.clientId)}
          value={values.clientId}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.clientId ? true : undefined}
          aria-describedby={described('ccg-clientId', true, errors.clientId)}
          onChange={(event) => onChange.clientId(event.target.value)}
        />
      </Frame>
      <Frame
        id="ccg-kid"
        label="Key ID (kid, optional)"
        hint="The kid of the public key you registered; sent in the header."
      >
        <input
          id="ccg-kid"
          className="usa-input"
          value={values.kid}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="ccg-kid-hint"
          onChange={(event) => onChange.kid(event.target.value)}
        />
      </Frame>
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
        <Frame
          id="ccg-launch"
          label="Launch (JSON)"
          hint="Sent Base64-encoded as launch. In sandbox, use a test user's ICN."
          error={errors.launch}
        >
          <input
            id="ccg-launch"
            className={inputClass(errors.launch)}
            value={values.launch}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.launch ? true : undefined}
            aria-describedby={described('ccg-launch', true, errors.launch)}
            onChange={(event) => onChange.launch(event.target.value)}
          />
        </Frame>
      ) : null}
    </>
  )
}
