import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useMutation } from '@tanstack/react-query'
import type {
  InteractionNext,
  SignInCode,
} from '@portal/schema/sandbox-sign-in'
import {
  applyServerFieldErrors,
  errorPaths,
  focusFirstField,
} from '#web/components/ui/form-helpers.tsx'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import {
  SubmitError,
  useSubmitErrorFocus,
} from '#web/components/ui/submit-error.tsx'
import { postJson } from '#web/lib/http.ts'
import { useValidationFailure } from '#web/lib/lazy-validation.ts'
import { signInValidation } from './sign-in-validation-loader.ts'
import { hasFieldError } from './password-step.tsx'

const FIELDS = ['code'] as const

/** Props of CodeStep. */
export interface CodeStepProps {
  codeUrl: string
}

/**
 * Step two of the sandbox sign-in: the one-time code made from the test user's seed
 * (R-OAUTH-SIGN-IN-CODE). oidc-provider then resumes the authorization: the browser goes where
 * the answer says (the consent page, or back to the application).
 */
export function CodeStep({ codeUrl }: CodeStepProps) {
  const form = useForm<SignInCode>({
    resolver: async (values, context, options) =>
      (await signInValidation.load()).codeResolver(values, context, options),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const formRef = useRef<HTMLFormElement>(null)
  const mutation = useMutation({
    mutationFn: (values: SignInCode) =>
      postJson<InteractionNext>(codeUrl, values),
    onSuccess: (next) => window.location.assign(next.redirectTo),
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
      <TextField
        registration={form.register('code')}
        label="One-time code"
        hint="6 digits, from an authenticator app set up with the test user’s seed. A new code comes every 30 seconds."
        autoComplete="one-time-code"
        inputMode="numeric"
        error={form.formState.errors.code?.message}
        isRequired
      />
      <FormFooter
        submitLabel="Continue"
        pendingLabel="Checking..."
        isPending={mutation.isPending}
      />
    </form>
  )
}
