import { useMemo } from 'react'
import { SelectField } from '#web/components/ui/form-fields.tsx'
import { countryOptions } from './countries.ts'
import {
  Field,
  useFieldError,
  useProductionRequestForm,
} from './form-context.tsx'

/** The company or organization: its name, postal address and phone number. */
export function OrganizationFields() {
  const { register } = useProductionRequestForm()
  const countries = useMemo(() => countryOptions(), [])
  return (
    <fieldset className="usa-fieldset">
      <legend className="usa-legend usa-legend--large">
        Company or organization
      </legend>
      <Field
        name="organization"
        label="Company or organization name"
        isRequired
        autoComplete="organization"
      />
      <Field
        name="addressLine1"
        label="Street address"
        isRequired
        autoComplete="address-line1"
      />
      <Field
        name="addressLine2"
        label="Street address line 2"
        autoComplete="address-line2"
      />
      <Field
        name="addressLine3"
        label="Street address line 3"
        autoComplete="address-line3"
      />
      <Field
        name="city"
        label="City"
        isRequired
        autoComplete="address-level2"
      />
      <Field
        name="state"
        label="State, province or region"
        isRequired
        autoComplete="address-level1"
      />
      <Field
        name="zipCode5"
        label="ZIP or postal code"
        isRequired
        autoComplete="postal-code"
      />
      <SelectField
        registration={register('country')}
        label="Country"
        options={countries}
        error={useFieldError('country')}
        isRequired
      />
      <Field
        name="phoneNumber"
        label="Company phone number (optional)"
        hint="A North American number with its area code, for example 202-555-0143 x12."
        autoComplete="tel"
      />
    </fieldset>
  )
}
