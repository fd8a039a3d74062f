import { Link } from 'react-router'
import type { ProductionSelection } from '@portal/schema/production-request-selection'
import {
  CheckboxField,
  RadioGroupField,
} from '#web/components/ui/form-fields.tsx'
import type { ChecklistGroup } from './api-checklist.ts'
import {
  Field,
  LongTextField,
  useFieldError,
  useProductionRequestForm,
  YesNoField,
} from './form-context.tsx'
import {
  OAUTH_APPLICATION_TYPE_OPTIONS,
  OAUTH_APPLICATION_TYPE_QUESTION,
} from '#web/lib/oauth-application-types.ts'

/** Props of StepVerification. */
export interface StepVerificationProps {
  groups: ChecklistGroup[]
  selection: ProductionSelection
  onNotUsBased: () => void
}

function ApiChecklist({ groups }: { groups: ChecklistGroup[] }) {
  const { register } = useProductionRequestForm()
  const error = useFieldError('apis')
  // The first box carries the field name as its id, so focus can go to it.
  const firstValue = groups[0]?.options[0]?.value
  return (
    <fieldset
      className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
    >
      <legend className="usa-legend usa-legend--large">
        Which APIs do you need production access to?
      </legend>
      <p className="usa-hint">
        Choose every API your app uses, with the way it authenticates. APIs open
        only to VA teams and approved partners are not listed.
      </p>
      {/* R-PROD-OAUTH-LINK: the explore list filtered to Authorization Code Grant. */}
      <p className="usa-hint">
        Looking for OAuth APIs?{' '}
        <Link to="/explore?auth=acg">
          Explore the APIs that use Authorization Code Grant
        </Link>
        .
      </p>
      {error ? (
        <span className="usa-error-message" id="apis-error" role="alert">
          {error}
        </span>
      ) : null}
      {groups.map((group) => (
        <fieldset
          className="usa-fieldset api-checklist__group"
          key={group.authType}
        >
          <legend className="usa-legend">{group.legend}</legend>
          {group.options.map((option) => {
            const id =
              option.value === firstValue
                ? 'apis'
                : `apis-${option.value.replace(/[^A-Za-z0-9_-]/g, '-')}`
            return (
              <div className="usa-checkbox" key={option.value}>
                <input
                  className="usa-checkbox__input"
                  type="checkbox"
                  id={id}
                  value={option.value}
                  aria-describedby={error ? 'apis-error' : undefined}
                  {...register('apis')}
                />
                <label className="usa-checkbox__label" htmlFor={id}>
                  {option.label}
                </label>
              </div>
            )
          })}
        </fieldset>
      ))}
    </fieldset>
  )
}

/** Step 1: the APIs, the yes/no verification questions, OAuth details and the agreements. */
export function StepVerification({
  groups,
  selection,
  onNotUsBased,
}: StepVerificationProps) {
  const { register } = useProductionRequestForm()
  const applicationTypeError = useFieldError('oAuthApplicationType')
  const ethicsError = useFieldError('ethicsPrinciplesAttested')
  const termsError = useFieldError('termsOfService')
  return (
    <>
      <ApiChecklist groups={groups} />
      <YesNoField
        name="is508Compliant"
        legend="Is your application compliant with Section 508 of the Rehabilitation Act (accessible to people with disabilities)?"
      />
      <YesNoField
        name="isUSBasedCompany"
        legend="Is your company or organization based in the United States?"
        onAnswer={(answer) => {
          if (answer === 'no') onNotUsBased()
        }}
      />
      <YesNoField
        name="vaInternal"
        legend="Are you a VA employee or contractor building this application for VA?"
      />
      {selection.hasAcg ? (
        <fieldset className="usa-fieldset production-request-form__details">
          <legend className="usa-legend usa-legend--large">
            Authorization Code Grant details
          </legend>
          <RadioGroupField
            registration={register('oAuthApplicationType')}
            legend={OAUTH_APPLICATION_TYPE_QUESTION}
            options={OAUTH_APPLICATION_TYPE_OPTIONS}
            error={applicationTypeError}
          />
          <Field
            name="oAuthRedirectURI"
            label="OAuth Redirect URI"
            hint="Where users return after signing in: the exact address, https except on localhost, without a # fragment or wildcards."
            type="url"
            isRequired
          />
        </fieldset>
      ) : null}
      {selection.hasCcg ? (
        <fieldset className="usa-fieldset production-request-form__details">
          <legend className="usa-legend usa-legend--large">
            Client Credentials Grant details
          </legend>
          <LongTextField
            name="oAuthPublicKey"
            label="OAuth public key"
            hint="Enter a valid RSA public key in JSON Web Key (JWK) format."
            maxLength={20000}
            isRequired
          />
        </fieldset>
      ) : null}
      {selection.requiresEthicsAttestation ? (
        <div className="production-request-form__agreement">
          <p>
            An API you chose serves health data. VA shares Veteran data only
            with apps that follow its Ethics Principles for Access to and Use of
            Veteran Data: use the data for the Veteran&apos;s benefit and with
            their consent, be open about how it is used, keep it secure, and
            never sell it.
          </p>
          <CheckboxField
            registration={register('ethicsPrinciplesAttested')}
            label="I agree to the Ethics Principles for Access to and Use of Veteran Data."
            error={ethicsError}
          />
        </div>
      ) : null}
      <p>
        Read the <Link to="/terms-of-service">VA API terms of service</Link>{' '}
        before you agree.
      </p>
      <CheckboxField
        registration={register('termsOfService')}
        label="I agree to the terms of service."
        error={termsError}
      />
    </>
  )
}
