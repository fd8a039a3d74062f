import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { AuthType } from '@portal/schema/catalogue'
import { offeredAuthTypes } from '@portal/schema/sandbox-access'
import type { SandboxSignupFormValues } from '@portal/schema/sandbox-signup'
import {
  HoneypotField,
  RequiredFieldsNote,
} from '#web/components/ui/form-helpers.tsx'
import {
  CheckboxField,
  RadioGroupField,
  TextField,
} from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { PersonFields } from '#web/components/ui/person-fields.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import type { PublicApi } from '#web/catalogue/public-catalogue.ts'
import { postJson } from '#web/lib/http.ts'
import { lazyValidation } from '#web/lib/lazy-validation.ts'
import {
  OAUTH_APPLICATION_TYPE_OPTIONS,
  OAUTH_APPLICATION_TYPE_QUESTION,
} from '#web/lib/oauth-application-types.ts'
import { useWatch } from '#web/lib/use-form.tsx'
import { RESTRICTED_ACCESS_URL } from './restricted-access-paths.ts'

// Zod, the schema and the request mapping: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(
  () => import('./restricted-access-validation.ts'),
)

const LABELS: Record<AuthType, string> = {
  apikey: 'API key',
  acg: 'Authorization Code Grant',
  ccg: 'Client Credentials Grant',
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

/**
 * The auth types a developer may ask a reviewer for: those the API offers that its public
 * sandbox form refuses (R-RESTRICTED-ASK).
 */
function restrictedAuthTypes(api: PublicApi): AuthType[] {
  return offeredAuthTypes(api).filter(
    (authType) => !api.status.sandboxAuthTypes.includes(authType),
  )
}

/**
 * A restricted API's sandbox page: the developer asks for access with the signup's fields and a
 * reason; the request goes to the reviewers and a signed status link comes by email.
 */
export function RestrictedAccessForm({ api }: { api: PublicApi }) {
  const options = restrictedAuthTypes(api).map((authType) => ({
    value: `${authType}/${api.altID ?? ''}`,
    label: LABELS[authType],
  }))
  const [sentTo, setSentTo] = useState<string | null>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: async (values: SandboxSignupFormValues) =>
      (await validation.load()).validateAsk(values),
    validation,
    submit: async (values: SandboxSignupFormValues) => {
      const { toSandboxSignupRequest } = await validation.load()
      await postJson(RESTRICTED_ACCESS_URL, toSandboxSignupRequest(values))
      return values.email ?? ''
    },
    onSuccess: setSentTo,
    defaultValues: {
      typeAndApi: options.length === 1 ? options[0]?.value : undefined,
      termsOfService: false,
      attestationChecked: false,
    },
  })
  // The form gives way to the confirmation: focus follows it.
  useEffect(() => {
    if (sentTo !== null) doneRef.current?.focus()
  }, [sentTo])
  const authType = useWatch(form, 'typeAndApi')?.split('/')[0]
  const error = (field: (typeof FIELDS)[number]) => form.errorOf(field)
  if (sentTo !== null) {
    return (
      <section aria-labelledby="restricted-sent-heading">
        <h2 id="restricted-sent-heading" ref={doneRef} tabIndex={-1}>
          Your request is with our reviewers
        </h2>
        <p>
          We emailed <strong>{sentTo}</strong> a link to follow your request.
          When access is granted, your credentials are waiting on that page.
        </p>
      </section>
    )
  }
  return (
    <section aria-labelledby="restricted-ask-heading">
      <h2 id="restricted-ask-heading">Ask for sandbox access</h2>
      <p>
        Access to the {api.name} is restricted: tell us who you are and why you
        need it, and a reviewer will answer by email.
      </p>
      <form className="usa-form usa-form--large sandbox-signup" {...formProps}>
        {submitError ? <SubmitError error={submitError} /> : null}
        <RequiredFieldsNote />
        <PersonFields
          register={(name) => form.register(name)}
          errorOf={error}
        />
        <TextField
          registration={form.register('organization')}
          label="Organization"
          error={error('organization')}
          isRequired
          autoComplete="organization"
        />
        <TextField
          registration={form.register('description')}
          label="Why do you need access to this API?"
          isMultiline
          isRequired
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
              type="url"
              error={error('oAuthRedirectURI')}
              isRequired
            />
          </fieldset>
        ) : null}
        {authType === 'ccg' ? (
          <TextField
            registration={form.register('oAuthPublicKey')}
            label="OAuth public key"
            hint="Enter a valid RSA public key in JSON Web Key (JWK) format."
            isMultiline
            error={error('oAuthPublicKey')}
            isRequired
          />
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
              I agree to the{' '}
              <Link to="/terms-of-service">terms of service</Link>.
            </>
          }
          error={error('termsOfService')}
        />
        <HoneypotField registration={form.register('faxNumber')} />
        <FormFooter
          submitLabel="Ask for access"
          pendingLabel="Sending..."
          isPending={mutation.isPending}
        />
      </form>
    </section>
  )
}
