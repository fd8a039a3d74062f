import { useEffect, useRef, useState } from 'react'
import type { AuthType } from '@portal/schema/catalogue'
import { offeredAuthTypes } from '@portal/schema/sandbox-access'
import type { SandboxSignupFormValues } from '@portal/schema/sandbox-signup'
import {
  HoneypotField,
  RequiredFieldsNote,
} from '#web/components/ui/form-helpers.tsx'
import {
  AUTH_TYPE_LABELS,
  AuthTypeChoice,
  CREDENTIAL_FIELDS,
  CredentialFields,
  type PublicKeyTools,
} from '#web/components/ui/credential-fields.tsx'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { PersonFields } from '#web/components/ui/person-fields.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import type { PublicApi } from '#web/catalogue/public-catalogue.ts'
import { postJson } from '#web/lib/http.ts'
import { lazyValidation } from '#web/lib/lazy-validation.ts'
import { useWatch } from '#web/lib/use-form.tsx'
import { RESTRICTED_ACCESS_URL } from './restricted-access-paths.ts'

// Zod, the schema and the request mapping: loaded on the first focus, press or input (ADR 021).
const validation = lazyValidation(
  () => import('./restricted-access-validation.ts'),
)

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

/**
 * The auth types a developer may ask a reviewer for: those the API offers that its public
 * sandbox form refuses (R-RESTRICTED-ASK).
 */
function restrictedAuthTypes(api: PublicApi): AuthType[] {
  return offeredAuthTypes(api).filter(
    (authType) => !api.status.sandboxAuthTypes.includes(authType),
  )
}

/** Props of RestrictedAccessForm. */
export interface RestrictedAccessFormProps {
  api: PublicApi
  /** Tools under the CCG public key field: the route gives the key pair generator. */
  publicKeyTools?: PublicKeyTools
}

/**
 * A restricted API's sandbox page: the developer asks for access with the signup's fields and a
 * reason; the request goes to the reviewers and a signed status link comes by email.
 */
export function RestrictedAccessForm({
  api,
  publicKeyTools,
}: RestrictedAccessFormProps) {
  const options = restrictedAuthTypes(api).map((authType) => ({
    value: `${authType}/${api.altID ?? ''}`,
    label: AUTH_TYPE_LABELS[authType],
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
          submitLabel="Ask for access"
          pendingLabel="Sending..."
          isPending={mutation.isPending}
        />
      </form>
    </section>
  )
}
