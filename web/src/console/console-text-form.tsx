import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import type { LazyValidation } from '#web/lib/lazy-validation.ts'
import type { Validate } from '#web/lib/use-form.tsx'

type Values = Record<string, string>

/** Props of ConsoleTextForm. */
export interface ConsoleTextFormProps<R> {
  /** The payload's one field: the input's name and id. */
  field: string
  heading: string
  label: string
  hint: string
  submitLabel: string
  maxLength: number
  isRequired: boolean
  validate: Validate<Values>
  validation: Pick<LazyValidation<unknown>, 'preloadProps'>
  submit: (values: Values) => Promise<R>
  /** The answer: the request as it now is. */
  onSuccess: (next: R) => void
}

/**
 * A form of one text field on a request's page (an internal note, a reply, a hand-off): validated
 * on submit with the payload's schema, focus to the field when it is wrong, the field emptied
 * once the request took it.
 */
export function ConsoleTextForm<R>({
  field,
  heading,
  label,
  hint,
  submitLabel,
  maxLength,
  isRequired,
  validate,
  validation,
  submit,
  onSuccess,
}: ConsoleTextFormProps<R>) {
  const headingId = `${field}-heading`
  const { form, mutation, submitError, formProps } = useSubmitForm<Values, R>({
    fields: [field],
    validate,
    validation,
    submit,
    onSuccess: (next) => {
      onSuccess(next)
      form.setValue(field, '')
    },
  })
  return (
    <form
      className="usa-form usa-form--large"
      aria-labelledby={headingId}
      {...formProps}
    >
      <h2 id={headingId}>{heading}</h2>
      {submitError ? <SubmitError error={submitError} /> : null}
      <TextField
        registration={form.register(field)}
        label={label}
        hint={hint}
        error={form.errorOf(field)}
        isMultiline
        isRequired={isRequired}
        maxLength={maxLength}
      />
      <FormFooter
        submitLabel={submitLabel}
        pendingLabel="Saving..."
        isPending={mutation.isPending}
      />
    </form>
  )
}
