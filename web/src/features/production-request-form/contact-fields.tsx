import { useWatch } from 'react-hook-form'
import { CONTACT_ROLES } from '@portal/schema/contact-roles'
import { SelectField } from '#web/components/ui/form-fields.tsx'
import { PersonFields } from '#web/components/ui/person-fields.tsx'
import {
  Field,
  useFieldError,
  useProductionRequestForm,
} from './form-context.tsx'

/** Props of {@link ContactFields}. */
export interface ContactFieldsProps {
  prefix: 'primaryContact' | 'secondaryContact'
  legend: string
}

/** One contact person: name, email and role (with a description for Other). */
export function ContactFields({ prefix, legend }: ContactFieldsProps) {
  const { register, control, getFieldState, formState } =
    useProductionRequestForm()
  const role = useWatch({ control, name: `${prefix}.role` })
  return (
    <fieldset className="usa-fieldset">
      <legend className="usa-legend usa-legend--large">{legend}</legend>
      {/* The same person block as the signup and contact forms, under this contact's prefix. */}
      <PersonFields
        register={(name) => register(`${prefix}.${name}`)}
        errorOf={(name) =>
          getFieldState(`${prefix}.${name}`, formState).error?.message
        }
      />
      <SelectField
        registration={register(`${prefix}.role`)}
        label="Role"
        options={CONTACT_ROLES}
        error={useFieldError(`${prefix}.role`)}
        isRequired
      />
      {role === 'OTHER' ? (
        <Field
          name={`${prefix}.roleDescription`}
          label="Describe the role"
          isRequired
        />
      ) : null}
    </fieldset>
  )
}
