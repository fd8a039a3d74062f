import { useQueryClient } from '@tanstack/react-query'
import type { SupportDeskRequest } from '@portal/schema/support-desk'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { deskRequestKey } from './desk-queries.ts'
import { deskValidate, deskValidation } from './desk-validation-lazy.ts'

type Validators = Awaited<ReturnType<typeof deskValidation.load>>

/** Props of DeskTextForm. */
export interface DeskTextFormProps {
  request: SupportDeskRequest
  /** The payload's one field: the input's name and id. */
  field: 'note' | 'reply' | 'handOffNote'
  heading: string
  label: string
  hint: string
  submitLabel: string
  maxLength: number
  isRequired: boolean
  validate: (module: Validators) => (values: never) => unknown
  submit: (
    id: string,
    values: Record<string, string>,
  ) => Promise<SupportDeskRequest>
}

/**
 * A form of one text field on a request's page (a note, a reply, the hand-off): validated on
 * submit with the payload's schema, focus to the field when it is wrong, the page's data replaced
 * by the answer (R-SUPPORT-DESK-*).
 */
export function DeskTextForm({
  request,
  field,
  heading,
  label,
  hint,
  submitLabel,
  maxLength,
  isRequired,
  validate,
  submit,
}: DeskTextFormProps) {
  const queryClient = useQueryClient()
  const headingId = `${field}-heading`
  const { form, mutation, submitError, formProps } = useSubmitForm<
    Record<string, string>,
    SupportDeskRequest
  >({
    fields: [field],
    validate: deskValidate(validate),
    validation: deskValidation,
    submit: (values) => submit(request.id, values),
    onSuccess: (next) => {
      queryClient.setQueryData(deskRequestKey(request.id), next)
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
