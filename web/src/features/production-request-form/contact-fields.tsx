import { CONTACT_ROLES } from '@portal/schema/contact-roles'
import { SelectField } from '#web/components/ui/form-fields.tsx'
import { PersonFields } from '#web/components/ui/person-fields.tsx'
import { useWatch } from '#web/lib/use-form.tsx'
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
  const form = useProductionRequestForm()
  const { register, errorOf } = form
  const role = useWatch(form, `${prefix}.role`)
  return (
    <fieldset className="usa-fieldset">
      <legend className="usa-legend usa-legend--large">{legend}</legend>
      {/* The same person block as the signup and contact forms, under this contact's prefix. */}
      <PersonFields
        register={(name) => register(`${prefix}.${name}`)}
        errorOf={(name) => errorOf(`${prefix}.${name}`)}
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
