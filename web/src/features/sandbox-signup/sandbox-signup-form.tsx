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
  AuthTypeChoice,
  CREDENTIAL_FIELDS,
  CredentialFields,
  type PublicKeyTools,
} from '#web/components/ui/credential-fields.tsx'
import { TextField } from '#web/components/ui/form-fields.tsx'
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
  /** Tools under the CCG public key field: the route gives the key pair generator. */
  publicKeyTools?: PublicKeyTools
}

// Fields the server may name in fieldErrors, in the order they appear on the form.
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'organization',
  'description',
  'typeAndApi',
  ...CREDENTIAL_FIELDS,
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

      <AuthTypeChoice
        registration={form.register('typeAndApi')}
        options={options}
        error={error('typeAndApi')}
      />
      <CredentialFields
        form={form}
        authType={authType}
        requiresAttestation={api.requiresApiAttestation}
        publicKeyTools={publicKeyTools}
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
