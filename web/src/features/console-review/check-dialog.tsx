import { useQueryClient } from '@tanstack/react-query'
import type { ReviewRequest } from '@portal/schema/production-review'
import {
  CHECK_TEXTS,
  type ReviewCheck,
} from '@portal/schema/production-review-checklist'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { RadioGroupField, TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { requestKey, reviewActions } from './review-queries.ts'
import { reviewValidate, reviewValidation } from './review-validation-lazy.ts'

interface CheckValues {
  outcome?: 'passed' | 'failed'
  comment?: string
  [key: string]: unknown
}

const FIELDS = ['outcome', 'comment'] as const

/** Props of CheckDialog. */
export interface CheckDialogProps {
  review: ReviewRequest
  check: ReviewCheck
  onClose: () => void
}

/** Marks one check passed or failed, with a note (required when failed) (R-REVIEW-CHECKLIST). */
export function CheckDialog({ review, check, onClose }: CheckDialogProps) {
  const queryClient = useQueryClient()
  const current = review.checks.find((mark) => mark.check === check)
  const { form, mutation, submitError, formProps } = useSubmitForm<
    CheckValues,
    ReviewRequest
  >({
    fields: FIELDS,
    validate: reviewValidate((module) => module.validateCheck),
    validation: reviewValidation,
    submit: (values) =>
      reviewActions.check(review.id, check, {
        outcome: values.outcome ?? 'passed',
        comment: values.comment ?? '',
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(requestKey(review.id), next)
      onClose()
    },
    defaultValues: current
      ? { outcome: current.outcome, comment: current.note }
      : {},
  })
  return (
    <Dialog
      isOpen
      onClose={onClose}
      heading={`Check: ${CHECK_TEXTS[check].label}`}
    >
      <form className="usa-form usa-form--large" {...formProps}>
        <p>{CHECK_TEXTS[check].hint}</p>
        {submitError ? <SubmitError error={submitError} /> : null}
        <RadioGroupField
          registration={form.register('outcome')}
          legend="Outcome"
          options={[
            { value: 'passed', label: 'Passed' },
            { value: 'failed', label: 'Failed' },
          ]}
          error={form.errorOf('outcome')}
        />
        <TextField
          registration={form.register('comment')}
          label="Note"
          hint="Required when the check failed. Staff only."
          error={form.errorOf('comment')}
          isMultiline
        />
        <FormFooter
          submitLabel="Save the check"
          pendingLabel="Saving..."
          isPending={mutation.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  )
}
