import type { ProductionSelection } from '@portal/schema/production-request-selection'
import { useWatch } from '#web/lib/use-form.tsx'
import { ContactFields } from './contact-fields.tsx'
import {
  Field,
  LongTextField,
  useProductionRequestForm,
  YesNoField,
} from './form-context.tsx'
import { LogoUploadField } from './logo-upload-field.tsx'
import { OrganizationFields } from './organization-fields.tsx'
import { StatusUpdateEmails } from './status-update-emails.tsx'

// Asked only when Veterans use the app directly.
function VeteranFacingDetails() {
  return (
    <fieldset className="usa-fieldset production-request-form__details">
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
  const form = useProductionRequestForm()
  const { register, setValue, getValue } = form
  const monetizes = useWatch(form, 'monitizedVeteranInformation')
  const isVeteranFacing = useWatch(form, 'veteranFacing')
  return (
    <>
      <ContactFields prefix="primaryContact" legend="Primary contact" />
      <ContactFields prefix="secondaryContact" legend="Secondary contact" />
      <OrganizationFields />
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
          initialUrl={getValue('logoLarge')}
          initialFileName={getValue('logoFileName')}
          onChange={(logo) => {
            setValue('logoIcon', logo?.icon ?? '')
            setValue('logoLarge', logo?.large ?? '')
            setValue('logoFileName', logo?.fileName ?? '')
          }}
        />
        <input type="hidden" id="logoIcon" {...register('logoIcon')} />
        <input type="hidden" id="logoLarge" {...register('logoLarge')} />
        <input type="hidden" id="logoFileName" {...register('logoFileName')} />
      </fieldset>
    </>
  )
}
