import type { ProductionSelection } from '@portal/schema/production-request-selection'
import { useWatch } from '#web/lib/use-form.tsx'
import {
  LongTextField,
  useProductionRequestForm,
  YesNoField,
} from './form-context.tsx'

/** Step 3: how the app keeps credentials and Veteran data safe; questions depend on the APIs. */
export function StepTechnicalInformation({
  selection,
}: {
  selection: ProductionSelection
}) {
  const form = useProductionRequestForm()
  const storesPii = useWatch(form, 'storePIIOrPHI')
  const shares = useWatch(form, 'exposeVeteranInformationToThirdParties')
  const distributes = useWatch(form, 'distributingAPIKeysToCustomers')
  return (
    <>
      <LongTextField
        name="productionOrOAuthKeyCredentialStorage"
        label="How will you store your production API key or OAuth credentials?"
        hint="For example: a secrets manager, never in source code or on users' devices."
        isRequired
      />
      <YesNoField
        name="storePIIOrPHI"
        legend="Will your app store personally identifiable information (PII) or protected health information (PHI)?"
      />
      {storesPii === 'yes' ? (
        <fieldset className="usa-fieldset production-request-form__details">
          <legend className="usa-legend usa-legend--large">
            Protecting PII and PHI
          </legend>
          <LongTextField
            name="piiStorageMethod"
            label="How and where will you store it?"
            isRequired
          />
          <LongTextField
            name="multipleReqSafeguards"
            label="What safeguards stop repeated or automated requests for the same data?"
            isRequired
          />
          <LongTextField
            name="breachManagementProcess"
            label="How will you handle and report a data breach?"
            isRequired
          />
          <LongTextField
            name="vulnerabilityManagement"
            label="How do you find and fix security vulnerabilities?"
            isRequired
          />
        </fieldset>
      ) : null}
      {selection.hasOAuth ? (
        <>
          <YesNoField
            name="exposeVeteranInformationToThirdParties"
            legend="Will your app share Veteran information with third parties?"
          />
          {shares === 'yes' ? (
            <LongTextField
              name="thirdPartyInfoDescription"
              label="What do you share, with whom, and why?"
              isRequired
            />
          ) : null}
          <LongTextField
            name="scopesAccessRequested"
            label="Which OAuth scopes does your app need?"
            hint="List each scope, for example: profile openid offline_access claim.read."
            isRequired
          />
        </>
      ) : null}
      {selection.hasBenefitsApi ? (
        <>
          <YesNoField
            name="distributingAPIKeysToCustomers"
            legend="Will you give Benefits Intake API access to your own customers (with keys you manage)?"
          />
          {distributes === 'yes' ? (
            <>
              <LongTextField
                name="namingConvention"
                label="What naming convention do you use for your customers?"
                isRequired
              />
              <LongTextField
                name="centralizedBackendLog"
                label="How do you keep a central log of each customer's submissions?"
                isRequired
              />
            </>
          ) : null}
        </>
      ) : null}
      {selection.hasHealthApi ? (
        <YesNoField
          name="listedOnMyHealthApplication"
          legend="Do you want your app listed on VA's My Health application page?"
        />
      ) : null}
    </>
  )
}
