import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type {
  SandboxSignupFormValues,
  SandboxSignupResponse,
} from '@portal/schema/sandbox-signup'
import { Alert } from '#web/components/ui/alert.tsx'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import {
  CsrfTokenField,
  HoneypotField,
  RequiredFieldsNote,
} from '#web/components/ui/form-helpers.tsx'
import {
  CheckboxField,
  RadioGroupField,
  TextField,
} from '#web/components/ui/form-fields.tsx'
import { PersonFields } from '#web/components/ui/person-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import type { PublicApi } from '#web/catalogue/public-catalogue.ts'
import { SANDBOX_SIGNUP_URL } from '#web/lib/api-paths.ts'
import { InvalidResponseError, postJson } from '#web/lib/http.ts'
import { lazyValidation } from '#web/lib/lazy-validation.ts'
import { useWatch, type Validate } from '#web/lib/use-form.tsx'
import { sandboxAuthOptions } from './signup-options.ts'
import {
  OAUTH_APPLICATION_TYPE_OPTIONS,
  OAUTH_APPLICATION_TYPE_QUESTION,
} from '#web/lib/oauth-application-types.ts'
import { loadSignupSuccess } from './signup-success-view.ts'

// Zod, the schema and the request mapping: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(() => import('./signup-validation.ts'))

/** Props of SandboxSignupForm. */
export interface SandboxSignupFormProps {
  api: PublicApi
  onSuccess: (
    response: SandboxSignupResponse,
    values: SandboxSignupFormValues,
  ) => void
  /**
   * Tools shown under the CCG public key field, given a function that fills it (the route
   * composes the in-browser key pair generator here: features never import features).
   */
  publicKeyTools?: (fill: (publicJwk: string) => void) => ReactNode
}

// Fields the server may name in fieldErrors, in the order they appear on the form.
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'organization',
  'description',
  'typeAndApi',
  'oAuthApplicationType',
  'oAuthRedirectURI',
  'oAuthPublicKey',
  'attestationChecked',
  'termsOfService',
] as const

/** The sandbox signup form of one API: validated on submit only, focus to the first invalid field. */
export function SandboxSignupForm({
  api,
  onSuccess,
  publicKeyTools,
}: SandboxSignupFormProps) {
  const options = sandboxAuthOptions(api)
  const validate: Validate<SandboxSignupFormValues> = async (values) =>
    (await validation.load()).signupValidator(api.requiresApiAttestation)(
      values,
    )
  const { form, mutation, submitError, formProps, summaryErrors } =
    useSubmitForm({
      fields: FIELDS,
      validate,
      validation,
      submit: async (values: SandboxSignupFormValues) => {
        // The credentials view arrives with the answer: success shows heading and keys at once.
        const view = loadSignupSuccess()
        const { SandboxSignupResponseSchema, toSandboxSignupRequest } =
          await validation.load()
        const response = await postJson(
          SANDBOX_SIGNUP_URL,
          toSandboxSignupRequest(values),
          SandboxSignupResponseSchema,
        )
        await view
        return response
      },
      onSuccess,
      defaultValues: {
        typeAndApi: options.length === 1 ? options[0]?.value : undefined,
        termsOfService: false,
        attestationChecked: false,
      },
    })
  const authType = useWatch(form, 'typeAndApi')?.split('/')[0]
  const error = (field: (typeof FIELDS)[number]) => form.errorOf(field)
  return (
    // Without JavaScript the browser posts the form to its page, which the server answers with
    // the credentials (R-SSR-FORM-POST); with it, the submit handler sends JSON instead.
    <form
      className="usa-form usa-form--large sandbox-signup"
      method="post"
      action={`/explore/api/${api.urlSlug}/sandbox-access`}
      {...formProps}
    >
      <ErrorSummary fields={FIELDS} errors={summaryErrors} />
      {submitError ? <SignupError error={submitError} /> : null}
      <CsrfTokenField />
      <RequiredFieldsNote />
      <PersonFields register={(name) => form.register(name)} errorOf={error} />
      <TextField
        registration={form.register('organization')}
        label="Organization"
        error={error('organization')}
        isRequired
        autoComplete="organization"
      />
      <TextField
        registration={form.register('description')}
        label="Tell us about your project (optional)"
        isMultiline
        error={error('description')}
      />

      {options.length > 1 ? (
        <RadioGroupField
          registration={form.register('typeAndApi')}
          legend="Choose your auth type"
          options={options}
          error={error('typeAndApi')}
        />
      ) : (
        <p className="sandbox-signup__auth-type">
          Auth type: <strong>{options[0]?.label}</strong>
          {/* The one choice, for a post without JavaScript (the script sends the form's value). */}
          <input
            type="hidden"
            name="typeAndApi"
            value={options[0]?.value ?? ''}
          />
        </p>
      )}

      {authType === 'acg' ? (
        <fieldset className="usa-fieldset sandbox-signup__details">
          <legend className="usa-legend usa-legend--large">
            Authorization Code Grant details
          </legend>
          <RadioGroupField
            registration={form.register('oAuthApplicationType')}
            legend={OAUTH_APPLICATION_TYPE_QUESTION}
            options={OAUTH_APPLICATION_TYPE_OPTIONS}
            error={error('oAuthApplicationType')}
          />
          <TextField
            registration={form.register('oAuthRedirectURI')}
            label="OAuth Redirect URI"
            hint="Where users return after signing in: the exact address, https except on localhost, without a # fragment or wildcards."
            type="url"
            error={error('oAuthRedirectURI')}
            isRequired
          />
        </fieldset>
      ) : null}
      {authType === 'ccg' ? (
        <fieldset className="usa-fieldset sandbox-signup__details">
          <legend className="usa-legend usa-legend--large">
            Client Credentials Grant details
          </legend>
          <TextField
            registration={form.register('oAuthPublicKey')}
            label="OAuth public key"
            hint="Enter a valid RSA public key in JSON Web Key (JWK) format."
            isMultiline
            error={error('oAuthPublicKey')}
            isRequired
          />
          {publicKeyTools?.((publicJwk) => {
            form.setValue('oAuthPublicKey', publicJwk)
            form.clearErrors('oAuthPublicKey')
          })}
        </fieldset>
      ) : null}

      {api.requiresApiAttestation ? (
        <CheckboxField
          registration={form.register('attestationChecked')}
          label="I attest that all end users of my application are benefits claimants, accredited individuals, accredited representatives of a Veteran Service Organization, or persons authorized by the Secretary."
          error={error('attestationChecked')}
        />
      ) : null}
      <CheckboxField
        registration={form.register('termsOfService')}
        label={
          <>
            I agree to the <Link to="/terms-of-service">terms of service</Link>.
          </>
        }
        error={error('termsOfService')}
      />
      <HoneypotField registration={form.register('faxNumber')} />
      <FormFooter
        submitLabel="Submit"
        pendingLabel="Sending..."
        isPending={mutation.isPending}
      />
      <p className="usa-hint sandbox-signup__notice">
        OMB control number 2900-0770. Expiration date 11/30/2026. The estimated
        time to complete this form is 9 minutes.
      </p>
    </form>
  )
}

// A 2xx with a body that is not credentials gets its own words; anything else the shared banner.
function SignupError({ error }: { error: Error }) {
  if (error instanceof InvalidResponseError) {
    return (
      <Alert type="error">
        Developer Application endpoint returned successful response status with
        an invalid response body.
      </Alert>
    )
  }
  return <SubmitError error={error} />
}
