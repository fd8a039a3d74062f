import type {
  InteractionNext,
  SignInCode,
} from '@portal/schema/sandbox-sign-in'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { postJson } from '#web/lib/http.ts'
import { signInValidation } from './sign-in-validation-loader.ts'
import { hasFieldError, SignInSubmitError } from './password-step.tsx'

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
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: async (values: SignInCode) =>
      (await signInValidation.load()).validateCode(values),
    validation: signInValidation,
    submit: (values: SignInCode) => postJson<InteractionNext>(codeUrl, values),
    onSuccess: (next: InteractionNext) =>
      window.location.assign(next.redirectTo),
  })
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      {submitError && !hasFieldError(submitError, FIELDS) ? (
        <SignInSubmitError error={submitError} />
      ) : null}
      <TextField
        registration={form.register('code')}
        label="One-time code"
        hint="6 digits, from an authenticator app set up with the test user’s seed. A new code comes every 30 seconds."
        autoComplete="one-time-code"
        inputMode="numeric"
        error={form.errorOf('code')}
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
