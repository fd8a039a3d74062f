import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { AuthType } from '@portal/schema/catalogue'
import type { FieldRegistration } from '#web/lib/form-store.ts'
import {
  OAUTH_APPLICATION_TYPE_OPTIONS,
  OAUTH_APPLICATION_TYPE_QUESTION,
} from '#web/lib/oauth-application-types.ts'
import { CheckboxField, RadioGroupField, TextField } from './form-fields.tsx'

// The credential details every form that signs up for sandbox credentials asks (the public
// signup, the restricted-access ask, an app's added API): one block, so the three cannot drift.

/** How the forms name each auth type. */
export const AUTH_TYPE_LABELS: Record<AuthType, string> = {
  apikey: 'API key',
  acg: 'Authorization Code Grant',
  ccg: 'Client Credentials Grant',
}

/** The credential fields by payload name, in page order (after the auth type choice). */
export const CREDENTIAL_FIELDS = [
  'oAuthApplicationType',
  'oAuthRedirectURI',
  'oAuthPublicKey',
  'attestationChecked',
  'termsOfService',
] as const

type CredentialField = (typeof CREDENTIAL_FIELDS)[number]

/**
 * Tools shown under the CCG public key field, given a function that fills it: `app/` composes the
 * in-browser key pair generator here (features never import features).
 */
export type PublicKeyTools = (fill: (publicJwk: string) => void) => ReactNode

/** What CredentialFields uses of the form (`useForm`'s form fits). */
interface CredentialForm {
  register: (name: CredentialField) => FieldRegistration
  /** The message of a field, if it has one. */
  errorOf: (name: CredentialField) => string | undefined
  setValue: (name: 'oAuthPublicKey', value: string) => void
  clearErrors: (name: 'oAuthPublicKey') => void
}

/** Props of CredentialFields. */
export interface CredentialFieldsProps {
  form: CredentialForm
  /** The chosen auth type (`acg`, `ccg`, `apikey`): its details show; nothing before a choice. */
  authType: string | undefined
  /** Whether the chosen API asks for the end-user attestation. */
  requiresAttestation: boolean
  publicKeyTools?: PublicKeyTools | undefined
}

// The fields one auth type adds, under a large legend.
function Details({
  legend,
  children,
}: {
  legend: string
  children: ReactNode
}) {
  return (
    <fieldset className="usa-fieldset credential-fields__details">
      <legend className="usa-legend usa-legend--large">{legend}</legend>
      {children}
    </fieldset>
  )
}

/**
 * The chosen auth type's details (ACG: application type and redirect URI; CCG: the public key and
 * its tools), the attestation when the API asks for it, and the terms of service.
 */
export function CredentialFields({
  form,
  authType,
  requiresAttestation,
  publicKeyTools,
}: CredentialFieldsProps) {
  const { register, errorOf } = form
  return (
    <>
      {authType === 'acg' ? (
        <Details legend="Authorization Code Grant details">
          <RadioGroupField
            registration={register('oAuthApplicationType')}
            legend={OAUTH_APPLICATION_TYPE_QUESTION}
            options={OAUTH_APPLICATION_TYPE_OPTIONS}
            error={errorOf('oAuthApplicationType')}
          />
          <TextField
            registration={register('oAuthRedirectURI')}
            label="OAuth Redirect URI"
            hint="Where users return after signing in: the exact address, https except on localhost, without a # fragment or wildcards."
            type="url"
            error={errorOf('oAuthRedirectURI')}
            isRequired
          />
        </Details>
      ) : null}
      {authType === 'ccg' ? (
        <Details legend="Client Credentials Grant details">
          <TextField
            registration={register('oAuthPublicKey')}
            label="OAuth public key"
            hint="Enter a valid RSA public key in JSON Web Key (JWK) format."
            isMultiline
            error={errorOf('oAuthPublicKey')}
            isRequired
          />
          {publicKeyTools?.((publicJwk) => {
            // A key the tools made answers the field's message: it goes with the old text.
            form.setValue('oAuthPublicKey', publicJwk)
            form.clearErrors('oAuthPublicKey')
          })}
        </Details>
      ) : null}
      {requiresAttestation ? (
        <CheckboxField
          registration={register('attestationChecked')}
          label="I attest that all end users of my application are benefits claimants, accredited individuals, accredited representatives of a Veteran Service Organization, or persons authorized by the Secretary."
          error={errorOf('attestationChecked')}
        />
      ) : null}
      <CheckboxField
        registration={register('termsOfService')}
        label={
          <>
            I agree to the <Link to="/terms-of-service">terms of service</Link>.
          </>
        }
        error={errorOf('termsOfService')}
      />
    </>
  )
}

/** Props of AuthTypeChoice. */
export interface AuthTypeChoiceProps {
  registration: FieldRegistration
  options: readonly { value: string; label: string }[]
  error: string | undefined
}

/**
 * The `typeAndApi` choice of a form for one API: radios, or the one auth type as text when there
 * is nothing to choose, with a hidden field for a post without JavaScript (the script sends the
 * form's own value, its default).
 */
export function AuthTypeChoice({
  registration,
  options,
  error,
}: AuthTypeChoiceProps) {
  if (options.length > 1) {
    return (
      <RadioGroupField
        registration={registration}
        legend="Choose your auth type"
        options={options}
        error={error}
      />
    )
  }
  return (
    <p className="credential-fields__auth-type">
      Auth type: <strong>{options[0]?.label}</strong>
      <input
        type="hidden"
        name={registration.name}
        value={options[0]?.value ?? ''}
      />
    </p>
  )
}
