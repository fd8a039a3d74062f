import { useQueryClient } from '@tanstack/react-query'
import type {
  NoteRequest,
  ReviewRequest,
} from '@portal/schema/production-review'
import { REVIEW_LIMITS } from '@portal/schema/production-review-texts'
import { TextField } from '#web/components/ui/form-fields.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import { SubmitError } from '#web/components/ui/submit-error.tsx'
import { useSubmitForm } from '#web/components/ui/use-submit-form.ts'
import { requestKey, reviewActions } from './review-queries.ts'
import { reviewValidate, reviewValidation } from './review-validation-lazy.ts'

const FIELDS = ['note'] as const

/** An internal note: staff only, never shown or emailed to the applicant (R-REVIEW-NOTES). */
export function NoteForm({ review }: { review: ReviewRequest }) {
  const queryClient = useQueryClient()
  const { form, mutation, submitError, formProps } = useSubmitForm<
    NoteRequest & { [key: string]: unknown },
    ReviewRequest
  >({
    fields: FIELDS,
    validate: reviewValidate((module) => module.validateNote),
    validation: reviewValidation,
    submit: (values) => reviewActions.note(review.id, { note: values.note }),
    onSuccess: (next) => {
      queryClient.setQueryData(requestKey(review.id), next)
      form.setValue('note', '')
    },
  })
  return (
    <form
      className="usa-form usa-form--large"
      aria-labelledby="note-heading"
      {...formProps}
    >
      <h2 id="note-heading">Internal notes</h2>
      {submitError ? <SubmitError error={submitError} /> : null}
      <TextField
        registration={form.register('note')}
        label="Add a note"
        hint="Staff only: the applicant never sees it. It appears on the timeline."
        error={form.errorOf('note')}
        isMultiline
        isRequired
        maxLength={REVIEW_LIMITS.note}
      />
      <FormFooter
        submitLabel="Add the note"
        pendingLabel="Saving..."
        isPending={mutation.isPending}
      />
    </form>
  )
}
