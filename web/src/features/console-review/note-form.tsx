import { useQueryClient } from '@tanstack/react-query'
import type { ReviewRequest } from '@portal/schema/production-review'
import { REVIEW_LIMITS } from '@portal/schema/production-review-texts'
import { ConsoleTextForm } from '#web/console/console-text-form.tsx'
import { requestKey, reviewActions } from './review-queries.ts'
import { reviewValidate, reviewValidation } from './review-validation-lazy.ts'

/** An internal note: staff only, never shown or emailed to the applicant (R-REVIEW-NOTES). */
export function NoteForm({ review }: { review: ReviewRequest }) {
  const queryClient = useQueryClient()
  return (
    <ConsoleTextForm
      field="note"
      heading="Internal notes"
      label="Add a note"
      hint="Staff only: the applicant never sees it. It appears on the timeline."
      submitLabel="Add the note"
      maxLength={REVIEW_LIMITS.note}
      isRequired
      validate={reviewValidate((module) => module.validateNote)}
      validation={reviewValidation}
      submit={(values) =>
        reviewActions.note(review.id, { note: values.note ?? '' })
      }
      onSuccess={(next) =>
        queryClient.setQueryData(requestKey(review.id), next)
      }
    />
  )
}
