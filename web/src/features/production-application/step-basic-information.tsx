import { useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { CONTACT_ROLES } from '@portal/schema/contact-roles'
import { PRODUCTION_LIMITS } from '@portal/schema/production-form'
import type { ProductionSelection } from '@portal/schema/production-selection'
import { SelectField, TextField } from '#web/components/ui/form-fields.tsx'
import { countryOptions } from './countries.ts'
import {
  Field,
  LongTextField,
  useFieldError,
  useProductionForm,
  YesNoField,
} from './form-context.tsx'
import { LogoUploadField } from './logo-upload-field.tsx'

function Contact({
  prefix,
  legend,
}: {
  prefix: 'primaryContact' | 'secondaryContact'
  legend: string
}) {
  const { register, control } = useProductionForm()
  const role = useWatch({ control, name: `${prefix}.role` })
  return (
    <fieldset className="usa-fieldset">
      <legend className="usa-legend usa-legend--large">{legend}</legend>
      <Field
        name={`${prefix}.firstName`}
        label="First name"
        isRequired
        autoComplete="given-name"
      />
      <Field
        name={`${prefix}.lastName`}
        label="Last name"
        isRequired
        autoComplete="family-name"
      />
      <Field
        name={`${prefix}.email`}
        label="Email"
        type="email"
        isRequired
        autoComplete="email"
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

function StatusUpdateEmails() {
  const { register, getValues, setValue, getFieldState, formState } =
    useProductionForm()
  const [count, setCount] = useState(() =>
    Math.max(1, getValues('statusUpdateEmails')?.length ?? 1),
  )
  const remove = (index: number) => {
    const emails = [...(getValues('statusUpdateEmails') ?? [])]
    emails.splice(index, 1)
    setValue('statusUpdateEmails', emails)
    setCount((current) => current - 1)
  }
  return (
    <fieldset className="usa-fieldset">
      <legend className="usa-legend">Email addresses for status updates</legend>
      <p className="usa-hint">
        We send news about your application to these addresses. Use a shared
        team mailbox if you have one.
      </p>
      {Array.from({ length: count }, (_, index) => {
        const name = `statusUpdateEmails.${index}` as const
        return (
          <div className="status-email" key={index}>
            <TextField
              registration={register(name)}
              label={
                index === 0
                  ? 'Email for status updates'
                  : `Another email for status updates (${index + 1})`
              }
              type="email"
              isRequired={index === 0}
              error={getFieldState(name, formState).error?.message}
            />
            {index > 0 ? (
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => remove(index)}
              >
                Remove email {index + 1}
              </button>
            ) : null}
          </div>
        )
      })}
      {count < PRODUCTION_LIMITS.statusUpdateEmails ? (
        <button
          type="button"
          className="usa-button usa-button--outline margin-top-2"
          onClick={() => setCount((current) => current + 1)}
        >
          Add another email
        </button>
      ) : null}
    </fieldset>
  )
}

function VeteranFacingDetails() {
  return (
    <fieldset className="usa-fieldset production-form__details">
      <legend className="usa-legend usa-legend--large">
        About your Veteran-facing app
      </legend>
      <LongTextField
        name="appDescription"
        label="Describe your app for Veterans"
        isRequired
      />
      <LongTextField
        name="platforms"
        label="Which devices or platforms does it run on?"
        hint="For example: iOS, Android, web browsers."
        isRequired
      />
      <Field name="website" label="App website" type="url" isRequired />
      <Field
        name="signUpLink"
        label="Where Veterans sign up for the app"
        type="url"
        isRequired
      />
      <Field
        name="supportLink"
        label="Where Veterans get support for the app"
        type="url"
        isRequired
      />
      <Field
        name="termsOfServiceURL"
        label="Link to your terms of service"
        type="url"
        isRequired
      />
      <Field
        name="privacyPolicyURL"
        label="Link to your privacy policy"
        type="url"
        isRequired
      />
    </fieldset>
  )
}

/** Step 2: contacts, the company, and the app. */
export function StepBasicInformation({
  selection,
}: {
  selection: ProductionSelection
}) {
  const { register, control, setValue, getValues } = useProductionForm()
  const countries = useMemo(() => countryOptions(), [])
  const monetizes = useWatch({ control, name: 'monitizedVeteranInformation' })
  const isVeteranFacing = useWatch({ control, name: 'veteranFacing' })
  return (
    <>
      <Contact prefix="primaryContact" legend="Primary contact" />
      <Contact prefix="secondaryContact" legend="Secondary contact" />
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
      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">
          Your application
        </legend>
        <Field
          name="appName"
          label="Front-end name of your application"
          isRequired
        />
        <StatusUpdateEmails />
        <LongTextField
          name="valueProvided"
          label="What value does your app give Veterans?"
          isRequired
        />
        {selection.isAllOpenData ? null : (
          <LongTextField
            name="businessModel"
            label="Describe your business model"
            isRequired
          />
        )}
        <YesNoField
          name="monitizedVeteranInformation"
          legend="Will you make money from Veteran information (for example, sell it or use it for ads)?"
        />
        {monetizes === 'yes' ? (
          <LongTextField
            name="monitizationExplanation"
            label="Explain how"
            isRequired
          />
        ) : null}
        <YesNoField
          name="veteranFacing"
          legend="Will Veterans use your app directly?"
        />
        {isVeteranFacing === 'yes' ? <VeteranFacingDetails /> : null}
        {selection.hasRestricted ? (
          <Field
            name="vasiSystemName"
            label="VASI system name"
            hint="The name of your system in the VA Systems Inventory."
            isRequired
          />
        ) : null}
        {selection.hasOpenData ? (
          <LongTextField
            name="productionKeyCredentialStorage"
            label="How will you store your production API key?"
            isRequired
          />
        ) : null}
        <LogoUploadField
          initialUrl={getValues('logoLarge')}
          onChange={(urls) => {
            setValue('logoIcon', urls?.icon ?? '')
            setValue('logoLarge', urls?.large ?? '')
          }}
        />
        <input type="hidden" id="logoIcon" {...register('logoIcon')} />
        <input type="hidden" id="logoLarge" {...register('logoLarge')} />
      </fieldset>
    </>
  )
}
