import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useMutation } from '@tanstack/react-query'
import type { SignInPassword } from '@portal/schema/sandbox-sign-in'
import { IDENTITY_PROVIDERS } from '@portal/schema/sandbox-sign-in-texts'
import {
  applyServerFieldErrors,
  errorPaths,
  focusFirstField,
} from '#web/components/ui/form-helpers.tsx'
import { RadioGroupField, TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import {
  SubmitError,
  useSubmitErrorFocus,
} from '#web/components/ui/submit-error.tsx'
import { postJson, RequestFailedError } from '#web/lib/http.ts'
import { useValidationFailure } from '#web/lib/lazy-validation.ts'
import { signInValidation } from './sign-in-validation-loader.ts'

const FIELDS = ['identityProvider', 'username', 'password'] as const

/** Props of PasswordStep. */
export interface PasswordStepProps {
  loginUrl: string
  onDone: () => void
}

/** Step one of the sandbox sign-in: identity provider, email address, password (R-OAUTH-SIGN-IN-PASSWORD). */
export function PasswordStep({ loginUrl, onDone }: PasswordStepProps) {
  const form = useForm<SignInPassword>({
    resolver: async (values, context, options) =>
      (await signInValidation.load()).passwordResolver(
        values,
        context,
        options,
      ),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const formRef = useRef<HTMLFormElement>(null)
  const mutation = useMutation({
    mutationFn: (values: SignInPassword) => postJson(loginUrl, values),
    onSuccess: onDone,
    onError: (error) => {
      focusFirstField(
        formRef.current,
        applyServerFieldErrors(error, FIELDS, form.setError),
      )
    },
  })
  const [validationFailure, trackSubmit] = useValidationFailure()
  const submitError = mutation.error ?? validationFailure
  useSubmitErrorFocus(submitError, FIELDS)
  const { errors } = form.formState
  return (
    <form
      ref={formRef}
      className="usa-form usa-form--large"
      noValidate
      {...signInValidation.preloadProps}
      onSubmit={(event) => {
        trackSubmit(
          form.handleSubmit(
            (values) => mutation.mutate(values),
            (invalid) => focusFirstField(formRef.current, errorPaths(invalid)),
          )(event),
        )
      }}
    >
      {submitError && !hasFieldError(submitError, FIELDS) ? (
        <SubmitError error={submitError} />
      ) : null}
      <RadioGroupField
        registration={form.register('identityProvider')}
        legend="Sign in with"
        options={Object.entries(IDENTITY_PROVIDERS).map(([value, label]) => ({
          value,
          label,
        }))}
        error={errors.identityProvider?.message}
      />
      <TextField
        registration={form.register('username')}
        label="Email address"
        type="email"
        autoComplete="username"
        error={errors.username?.message}
        isRequired
      />
      <TextField
        registration={form.register('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
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
