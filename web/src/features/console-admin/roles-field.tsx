import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@portal/schema/staff-texts'
import type { FieldRegistration } from '#web/lib/form-store.ts'

/** Props of RolesField. */
export interface RolesFieldProps {
  registration: FieldRegistration
  error?: string | undefined
}

/** The four roles as checkboxes named `roles`; the first carries the field name as its id. */
export function RolesField({ registration, error }: RolesFieldProps) {
  return (
    <fieldset
      className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
    >
      <legend className="usa-legend">
        Roles <span aria-hidden="true">*</span>
      </legend>
      {error ? (
        <span className="usa-error-message" id="roles-error" role="alert">
          {error}
        </span>
      ) : null}
      {STAFF_ROLES.map((role, index) => {
        const id = index === 0 ? 'roles' : `roles-${role}`
        return (
          <div className="usa-checkbox" key={role}>
            <input
              className="usa-checkbox__input"
              type="checkbox"
              id={id}
              value={role}
              aria-describedby={`${id}-description${error ? ' roles-error' : ''}`}
              {...registration}
            />
            <label className="usa-checkbox__label" htmlFor={id}>
              {STAFF_ROLE_LABELS[role].label}
              <span
                className="usa-checkbox__label-description"
                id={`${id}-description`}
              >
                {STAFF_ROLE_LABELS[role].description}
              </span>
            </label>
          </div>
        )
      })}
    </fieldset>
  )
}
