import type { SignInPassword } from '@portal/schema/sandbox-sign-in'
import { IDENTITY_PROVIDERS } from '@portal/schema/sandbox-sign-in-texts'
import { RadioGroupField, TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { postJson, RequestFailedError } from '#web/lib/http.ts'
import { signInValidation } from './sign-in-validation-loader.ts'

const FIELDS = ['identityProvider', 'username', 'password'] as const

/** Props of PasswordStep. */
export interface PasswordStepProps {
  loginUrl: string
  onDone: () => void
}

/** Step one of the sandbox sign-in: identity provider, email address, password (R-OAUTH-SIGN-IN-PASSWORD). */
export function PasswordStep({ loginUrl, onDone }: PasswordStepProps) {
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: async (values: SignInPassword) =>
      (await signInValidation.load()).validatePassword(values),
    validation: signInValidation,
    submit: (values: SignInPassword) => postJson(loginUrl, values),
    onSuccess: onDone,
  })
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      {submitError && !hasFieldError(submitError, FIELDS) ? (
        <SignInSubmitError error={submitError} />
      ) : null}
      <RadioGroupField
        registration={form.register('identityProvider')}
        legend="Sign in with"
        options={Object.entries(IDENTITY_PROVIDERS).map(([value, label]) => ({
          value,
          label,
        }))}
        error={form.errorOf('identityProvider')}
      />
      <TextField
        registration={form.register('username')}
        label="Email address"
        type="email"
        autoComplete="username"
        error={form.errorOf('username')}
        isRequired
      />
      <TextField
        registration={form.register('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={form.errorOf('password')}
        isRequired
      />
      <FormFooter
        submitLabel="Sign in"
        pendingLabel="Signing in..."
        isPending={mutation.isPending}
      />
    </form>
  )
}

/** Whether the server put its refusal on one of the form's fields (shown there, not in the banner). */
export function hasFieldError(
  error: Error,
  fields: readonly string[],
): boolean {
  return (
    error instanceof RequestFailedError &&
    fields.some((field) => error.fieldErrors[field]?.length)
  )
}

/**
 * A refused sign-in step: after too many wrong tries (429) it says so, with the server's reason
 * (this sign-in, or this network) and what to do; otherwise the portal's failed-submit banner.
 */
export function SignInSubmitError({ error }: { error: Error }) {
  const isTooManyTries =
    error instanceof RequestFailedError && error.status === 429
  return isTooManyTries ? (
    <SubmitError
      error={error}
      hasSupportLink={false}
      summary="Too many wrong tries: this sign-in is paused."
    />
  ) : (
    <SubmitError error={error} />
  )
}
