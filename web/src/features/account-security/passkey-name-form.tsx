import type { PasskeyRename } from '@portal/schema/developer-accounts'
import { ACCOUNT_LIMITS } from '@portal/schema/developer-accounts-texts'
import { ErrorSummary } from '#web/components/ui/error-summary.tsx'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { lazyValidate, lazyValidation } from '#web/lib/lazy-validation.ts'

const validation = lazyValidation(() => import('./passkey-name-validation.ts'))

const FIELDS = ['name'] as const

/** Props of PasskeyNameForm. */
export interface PasskeyNameFormProps<R> {
  label: string
  hint: string
  submitLabel: string
  pendingLabel: string
  defaultName?: string
  submit: (name: string) => Promise<R>
  onSuccess: (result: R) => void
  onCancel?: () => void
}

/** A passkey's name: the form that adds one and the one that renames one. */
export function PasskeyNameForm<R>({
  label,
  hint,
  submitLabel,
  pendingLabel,
  defaultName,
  submit,
  onSuccess,
  onCancel,
}: PasskeyNameFormProps<R>) {
  const { form, mutation, submitError, formProps } = useSubmitForm({
    fields: FIELDS,
    validate: lazyValidate(validation.load),
    validation,
    submit: (values: PasskeyRename) => submit(values.name.trim()),
    onSuccess,
    ...(defaultName ? { defaultValues: { name: defaultName } } : {}),
  })
  return (
    <form className="usa-form" {...formProps}>
      <ErrorSummary fields={FIELDS} errors={form.errors} />
      {submitError && !form.errorOf('name') ? (
        <SubmitError
          error={submitError}
          hasSupportLink={false}
          summary="The passkey could not be saved."
        />
      ) : null}
      <TextField
        registration={form.register('name')}
        label={label}
        hint={hint}
        maxLength={ACCOUNT_LIMITS.passkeyName}
        error={form.errorOf('name')}
        isRequired
      />
      <FormFooter
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        isPending={mutation.isPending}
        {...(onCancel ? { onCancel } : {})}
      />
    </form>
  )
}
