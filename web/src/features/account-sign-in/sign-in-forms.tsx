import type {
  AccountCode,
  AccountMe,
  EmailProofRequest,
} from '@portal/schema/developer-accounts'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { postJson } from '#web/lib/http.ts'
import { ACCOUNT_API } from '#web/account/account-api.ts'
import { signInValidation } from './sign-in-validation-loader.ts'

const EMAIL_FIELDS = ['email'] as const
const CODE_FIELDS = ['code'] as const

/** Props of EmailStep. */
export interface EmailStepProps {
  onSent: (email: string) => void
}

/**
 * Step one (R-ACCOUNT-EMAIL-PROOF): the address to send a link and code to. The answer is the
 * same whether or not the address has an account.
 */
export function EmailStep({ onSent }: EmailStepProps) {
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: EMAIL_FIELDS,
    validate: async (values: EmailProofRequest) =>
      (await signInValidation.load()).validateEmail(values),
    validation: signInValidation,
    submit: (values: EmailProofRequest) =>
      postJson(`${ACCOUNT_API}/email-proofs`, values),
    onSuccess: (_answer, values) => onSent(values.email.trim()),
  })
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      <ErrorSummary fields={EMAIL_FIELDS} errors={form.errors} />
      {submitError && !form.errorOf('email') ? (
        <SubmitError error={submitError} hasSupportLink={false} />
      ) : null}
      <TextField
        registration={form.register('email')}
        label="Email address"
        hint="We email you a sign-in link and a 6-digit code. No password is needed."
        type="email"
        autoComplete="email webauthn"
        error={form.errorOf('email')}
        isRequired
      />
      <FormFooter
        submitLabel="Email me a sign-in code"
        pendingLabel="Sending..."
        isPending={mutation.isPending}
      />
    </form>
  )
}

/** Props of CodeStep. */
export interface CodeStepProps {
  email: string
  onSignedIn: (me: AccountMe) => void
}

/** Step two: the 6-digit code of the email; five wrong codes end it (ask for a new one). */
export function CodeStep({ email, onSignedIn }: CodeStepProps) {
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: CODE_FIELDS,
    validate: async (values: AccountCode) =>
      (await signInValidation.load()).validateCode(values),
    validation: signInValidation,
    submit: (values: AccountCode) =>
      postJson<AccountMe>(`${ACCOUNT_API}/sessions`, {
        email,
        code: values.code.trim(),
      }),
    onSuccess: onSignedIn,
  })
  return (
    <form className="usa-form usa-form--large" {...formProps}>
      <ErrorSummary fields={CODE_FIELDS} errors={form.errors} />
      {submitError && !form.errorOf('code') ? (
        <SubmitError error={submitError} hasSupportLink={false} />
      ) : null}
      <TextField
        registration={form.register('code')}
        label="Sign-in code"
        hint={`6 digits, from the email we sent to ${email}. It works for 15 minutes.`}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={form.errorOf('code')}
        isRequired
      />
      <FormFooter
        submitLabel="Sign in"
        pendingLabel="Checking..."
        isPending={mutation.isPending}
      />
    </form>
  )
}
